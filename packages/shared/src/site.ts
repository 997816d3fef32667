import { z } from 'zod';

/** `GET /api/site`: what the web app shows from the server's configuration. */
export const siteInfo = z.object({
  /** The one support address (SUPPORT_EMAIL): footer, settings, help texts. */
  supportEmail: z.string(),
});
export type SiteInfo = z.infer<typeof siteInfo>;
