// How to reach Traspasa (the footer's contact details). The addresses are the ones
// the product already gives on its pages (Quiénes somos, the legal pages); no phone line is
// published, so none is shown.

export const contact = {
  // General questions and support go to the server's SUPPORT_EMAIL (lib/site-info.ts).
  /** Legal matters and complaints (Términos y condiciones, "Contacto"). */
  legalEmail: 'legal@traspasa.test',
  /** Personal data requests (Política de privacidad). */
  privacyEmail: 'privacidad@traspasa.test',
  /** Where the service is operated from (Términos y condiciones). */
  place: 'Quito, Ecuador',
} as const;
