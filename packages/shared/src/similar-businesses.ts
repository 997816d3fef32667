import { z } from 'zod';
import { publicBusinessListItem } from './businesses.ts';

/**
 * «Negocios parecidos» and «Vistos recientemente» on a listing's page (decision 155).
 */

/** At most this many similar listings: one row of cards on a wide screen. */
export const SIMILAR_LIMIT = 4;
/** The asking-price window around the listing's price: ±50 %. */
export const SIMILAR_PRICE_SPREAD = 0.5;
/** The most cards one request may ask for: the recently viewed list's length (12). */
export const CARDS_MAX_IDS = 12;

export const similarBusinessesResponse = z.object({ items: z.array(publicBusinessListItem) });
export type SimilarBusinessesResponse = z.infer<typeof similarBusinessesResponse>;

/** `ids=12,7,31`: listing ids, newest first, as the browser remembers them. */
export const businessCardsQuery = z.object({
  ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10})*$/, {
      message: 'Los anuncios se indican con sus números separados por comas, por ejemplo 12,7,31.',
    })
    .refine((v) => v.split(',').length <= CARDS_MAX_IDS, {
      message: `Puedes pedir hasta ${CARDS_MAX_IDS} anuncios a la vez.`,
    }),
});
export type BusinessCardsQuery = z.infer<typeof businessCardsQuery>;

export const businessCardsResponse = z.object({ items: z.array(publicBusinessListItem) });
export type BusinessCardsResponse = z.infer<typeof businessCardsResponse>;
