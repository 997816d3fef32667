// The sweep that signs SRI documents left «generada» (decision 092): a document is signed right
// after its payment commits; this catches the ones a crash or a failure left behind.
import type { InvoicesService } from './invoices.service.ts';

export { INVOICE_SIGNING_JOB } from './invoices.rules.ts';

export function runInvoiceSigning(invoices: InvoicesService): Promise<Record<string, number>> {
  return invoices.signPending();
}
