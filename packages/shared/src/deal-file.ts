// The negotiation's deal file («expediente», decision 176): a ZIP the buyer, the seller and
// admins download, with a manifest signed by the instance's Ed25519 key and its own verifier.

/** `GET` this for the ZIP (buyer, seller, admins; anyone else gets the negotiation's 404). */
export const dealFileUrl = (negotiationId: number) => `/api/negotiations/${negotiationId}/deal-file.zip`;

/** Where the instance publishes the public key that signs every deal file (SPKI PEM). */
export const DEAL_FILE_PUBLIC_KEY_PATH = '/.well-known/traspasa-expediente.pem';

/** The manifest's `formato`: what verificar.mjs knows how to check. */
export const DEAL_FILE_FORMAT = 'traspasa-expediente/1';

export const dealFileLabels = {
  download: 'Descargar expediente',
  hint: 'Un ZIP con los acuerdos, las cartas y sus certificados, la ruta de traspaso con sus evidencias y los accesos a la sala de datos, firmado por Traspasa. Trae su propio verificador (node verificar.mjs).',
} as const;
