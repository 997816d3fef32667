import { z } from 'zod';

/** A listing id in the path: a positive 32-bit integer (the column's type). */
export const businessIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
