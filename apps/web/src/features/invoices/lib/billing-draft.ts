// The «Datos de facturación» form's values and its live checks (decision 092): the same
// validators as the server (packages/shared/src/tax-id.ts), so a number the form accepts is
// one the API accepts.
import type { BillingIdentity, TaxIdType } from '@traspasa/shared/invoices';
import { checkTaxId, consumidorFinalAllowed, TAX_ID_MESSAGES } from '@traspasa/shared/tax-id';

export type Draft = {
  idType: TaxIdType;
  idNumber: string;
  legalName: string;
  address: string;
  email: string;
};

export const draftOf = (identity: BillingIdentity | null, allowFinal: boolean): Draft => ({
  idType: identity && (identity.idType !== '07' || allowFinal) ? identity.idType : '05',
  idNumber: identity && identity.idType !== '07' ? identity.idNumber : '',
  legalName: identity && identity.idType !== '07' ? identity.legalName : '',
  address: identity?.address ?? '',
  email: identity?.email ?? '',
});

export type DraftErrors = Partial<Record<keyof Draft, string>>;

export function validateDraft(draft: Draft, totalCents: number): DraftErrors {
  const errors: DraftErrors = {};
  if (draft.idType === '07') {
    if (!consumidorFinalAllowed(totalCents)) errors.idType = TAX_ID_MESSAGES.consumidorFinal;
    return errors;
  }
  const check = checkTaxId(draft.idType, draft.idNumber);
  if (!check.ok) errors.idNumber = check.error;
  if (draft.legalName.trim() === '')
    errors.legalName = 'Escribe tu nombre completo o la razón social que debe ir en la factura.';
  if (draft.email.trim() !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(draft.email.trim()))
    errors.email = 'Escribe un correo electrónico válido, por ejemplo ana@ejemplo.com.';
  return errors;
}
