// The words of the identity verification that pages show, without zod: the listing page reads
// them (the verified-buyer gate) and does not load the contract's schemas (decision 146).
// identity.ts re-exports them.

/** Reasons an admin picks from when rejecting (plus free notes). */
export const identityRejectionReasons = {
  ilegible: 'Las fotos no se leen bien (borrosas, con reflejos o cortadas).',
  no_coincide: 'Los datos escritos no coinciden con el documento.',
  selfie: 'La selfie no muestra tu cara junto al documento.',
  vencido: 'El documento está vencido.',
  no_valido: 'El documento no es un documento de identidad válido.',
  duplicado: 'Ese documento ya verificó otra cuenta.',
  otro: 'Otro motivo (ver la nota).',
} as const;
export type IdentityRejectionReason = keyof typeof identityRejectionReasons;
