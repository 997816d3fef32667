/** GET /api/professionals items and GET /api/professionals/:id. */
export type Professional = {
  id: number;
  name: string;
  profession?: string | null;
  description?: string | null;
  contact?: string | null;
  category?: string | null;
  specialties?: string[] | null;
  services?: string[] | null;
  website?: string | null;
  linkedin?: string | null;
  imageUrl?: string | null;
  location?: string | null;
  experience?: string | number | null;
  userId?: number | null;
  /** The account behind the entry passed an identity verification (decision 100). */
  identityVerified?: boolean | null;
  yearsExperience?: number | null;
  phone?: string | null;
  contactPreference?: 'message' | 'email' | 'phone' | 'whatsapp' | null;
};
