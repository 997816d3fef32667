// What the number field says under itself for each document type (decision 100), and which
// keyboard a phone should open for it.
import type { IdentityDocumentType } from '@traspasa/shared/identity';

export const numberFormatHint: Record<IdentityDocumentType, string> = {
  cedula_ec: 'Los 10 dígitos de tu cédula, sin guion.',
  pasaporte: 'Como aparece en la página de datos: de 6 a 9 letras y números.',
  dni_pe: 'Los 8 dígitos de tu DNI.',
  cc_co: 'De 6 a 10 dígitos, con o sin puntos.',
  ine_mx: 'El OCR (13 dígitos) o el CIC (9 dígitos) del reverso de tu credencial.',
  curp_mx: 'Los 18 caracteres (letras y números) de tu CURP.',
  dni_ar: '7 u 8 dígitos, con o sin puntos.',
  run_cl: 'Con el dígito verificador después del guion, por ejemplo 12.345.678-5.',
};

/** Digits-only documents get the number pad; the rest (letters, the K of a RUN) a full keyboard. */
export function numberInputMode(type: IdentityDocumentType): 'numeric' | 'text' {
  return type === 'pasaporte' || type === 'curp_mx' || type === 'run_cl' ? 'text' : 'numeric';
}
