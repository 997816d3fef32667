/** GET /api/resources items and GET /api/resources/:id. */
export type Resource = {
  id: number;
  title: string;
  description?: string | null;
  content?: string | null;
  type?: string | null;
  imageUrl?: string | null;
  externalUrl?: string | null;
  isExternal?: boolean | null;
  source?: string | null;
  createdAt?: string | null;
};
