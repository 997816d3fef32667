// What the seller and the asker are told about the data room's questions (decision 174): a bell
// notice stored in the action's transaction and a mail after the commit (notices module, decision
// 112). The seller's notices name the asker (the seller knows who has access); no notice to other
// buyers ever does.
import { QUESTION_REMINDER_DAYS } from '@traspasa/shared/data-room-questions';
import { countText } from '@traspasa/shared/plural';
import type { DecisionNotice } from '../notices/notices.service.ts';

interface Listing {
  id: number;
  sellerId: number;
  title: string;
}

interface Question {
  id: number;
  body: string;
  /** «Finanzas» or «Finanzas › Balance 2025.pdf». */
  about: string;
}

/** The seller's questions inbox of the listing's room; the buyer's room. */
export const questionsPath = (businessId: number) => `/sala-de-datos/${businessId}?tab=preguntas`;

/** A long question as a quotable excerpt. */
const excerpt = (text: string, max = 300) => {
  const t = text.trim().replace(/\s+/g, ' ');
  return t.length <= max ? t : `${t.slice(0, max - 1).trimEnd()}…`;
};

export function questionAskedNotice(listing: Listing, askerName: string, q: Question): DecisionNotice {
  return {
    userId: listing.sellerId,
    type: 'question-asked',
    title: `${askerName} hizo una pregunta sobre «${listing.title}»`,
    body: `En la sala de datos, sobre ${q.about}.`,
    href: questionsPath(listing.id),
    businessId: listing.id,
    mail: {
      paragraphs: [
        `${askerName} hizo una pregunta en la sala de datos de tu negocio «${listing.title}», sobre ${q.about}:`,
        `«${excerpt(q.body)}»`,
        'Puedes responderle solo a él o, si la respuesta sirve a todos, publicarla para todos los compradores con acceso, sin mostrar quién preguntó.',
      ],
      linkLabel: 'Responder la pregunta',
    },
  };
}

export function questionReminderNotice(listing: Listing, askerName: string, q: Question): DecisionNotice {
  return {
    userId: listing.sellerId,
    type: 'question-reminder',
    title: `Una pregunta sobre «${listing.title}» sigue sin respuesta`,
    body: `${askerName} preguntó hace ${countText(QUESTION_REMINDER_DAYS, 'día', 'días')} sobre ${q.about}.`,
    href: questionsPath(listing.id),
    businessId: listing.id,
    mail: {
      paragraphs: [
        `${askerName} te hizo una pregunta en la sala de datos de «${listing.title}» hace ${countText(QUESTION_REMINDER_DAYS, 'día', 'días')} y todavía no tiene respuesta:`,
        `«${excerpt(q.body)}»`,
        'Responder pronto da confianza al comprador y acorta el camino al cierre.',
      ],
      linkLabel: 'Responder la pregunta',
    },
  };
}

export function questionAnsweredNotice(
  listing: Listing,
  askerId: number,
  q: Question,
  shared: boolean,
): DecisionNotice {
  return {
    userId: askerId,
    type: 'question-answered',
    title: `El vendedor respondió tu pregunta sobre «${listing.title}»`,
    body: shared
      ? `Sobre ${q.about}. La respuesta también la ven los demás compradores con acceso, sin tu nombre.`
      : `Sobre ${q.about}.`,
    href: questionsPath(listing.id),
    businessId: listing.id,
    mail: {
      paragraphs: [
        `El vendedor de «${listing.title}» respondió la pregunta que hiciste en la sala de datos, sobre ${q.about}:`,
        `«${excerpt(q.body)}»`,
        shared
          ? 'Publicó la respuesta para todos los compradores con acceso; nadie ve quién hizo la pregunta.'
          : 'La respuesta es solo para ti.',
      ],
      linkLabel: 'Leer la respuesta',
    },
  };
}
