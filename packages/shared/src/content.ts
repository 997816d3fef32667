import { z } from 'zod';

export const resourceItem = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  content: z.string().nullable(),
  type: z.string(),
  imageUrl: z.string().nullable(),
  externalUrl: z.string().nullable(),
  isExternal: z.boolean(),
  source: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ResourceItem = z.infer<typeof resourceItem>;

export const professionalItem = z.object({
  id: z.number().int(),
  name: z.string(),
  profession: z.string(),
  description: z.string().nullable(),
  contact: z.string().nullable(),
  userId: z.number().int().nullable(),
  /** The account behind the entry passed an identity verification (issue 10); false without an account. */
  identityVerified: z.boolean(),
  category: z.string(),
  specialties: z.array(z.string()),
  services: z.array(z.string()),
  website: z.string().nullable(),
  linkedin: z.string().nullable(),
  imageUrl: z.string().nullable(),
  location: z.string().nullable(),
  experience: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProfessionalItem = z.infer<typeof professionalItem>;

export const pageQuery = z.object({
  cursor: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export function pageResponse<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.number().int().nullable() });
}
