// SRI electronic documents (decision 092): a factura for every paid payment and a nota de
// crédito for every refund, numbered inside the paying transaction, then signed (XAdES-BES)
// after it commits and handed to the SRI submission (decision 093) or kept «sin enviar»
// offline. Also the buyer's billing identity, remembered for the next checkout. What other
// modules may call of this one is exported here.
import type { BillingIdentity, BillingIdentityValues, InvoiceState } from '@traspasa/shared/invoices';
import {
  CONSUMIDOR_FINAL_ID,
  CONSUMIDOR_FINAL_NAME,
  consumidorFinalAllowed,
  TAX_ID_MESSAGES,
} from '@traspasa/shared/tax-id';
import type { FastifyBaseLogger } from 'fastify';
import type { SriSettings } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { InvoiceBuyer } from '../../db/schema/invoices.ts';
import { AppError } from '../../lib/app-error.ts';
import { forEachDue } from '../../lib/jobs.ts';
import { certificateSource, type SigningCertificate, signDocumentXml } from './invoice-signing.service.ts';
import { documentNumber, facturaXml, type Issuer, notaCreditoXml } from './invoice-xml.rules.ts';
import {
  billingIdentityOf,
  type DocumentRow,
  documentById,
  documentOfPayment,
  insertDocument,
  lockUnsigned,
  nextSequential,
  paymentForDocument,
  type StateChange,
  saveBillingIdentity,
  unsignedDocuments,
  updateState,
} from './invoices.repository.ts';
import { buildAccessKey, ecuadorDay, figuresOf, paymentMethodOf } from './invoices.rules.ts';
import { SRI_SUBMISSION_JOB } from './sri/sri-submission.rules.ts';

export type { DocumentRow } from './invoices.repository.ts';
export { INVOICE_SIGNING_JOB } from './invoices.rules.ts';

/** The SRI submission's job (decision 093): triggered once a document is signed and to be sent. */
export const INVOICE_SUBMIT_JOB = SRI_SUBMISSION_JOB;

export type AfterCommit = () => Promise<void>;

/** What the payments effects call inside their transaction (decision 092). */
export interface InvoiceIssuing {
  /** The factura of a payment that just became paid: once per payment. */
  issueInvoice(tx: Db, transactionId: number, after: AfterCommit[]): Promise<void>;
  /** The nota de crédito of a refunded payment that had a factura: once per payment. */
  issueCreditNote(tx: Db, transactionId: number, after: AfterCommit[]): Promise<void>;
}

const REFUND_REASON = 'Devolución del pago';

// ---------- other modules' entry points ----------

/** A document as it is stored (the SRI submission, the RIDE and the downloads read it). */
export function loadDocument(db: Db, id: number): Promise<DocumentRow | null> {
  return documentById(db, id);
}

/** The document of one kind issued for a payment (receipts and downloads). */
export function documentForPayment(db: Db, transactionId: number, docType: '01' | '04' = '01') {
  return documentOfPayment(db, transactionId, docType);
}

/**
 * Moves a document to a state (with what the SRI said), only from one of `from` when given.
 * Returns false when the document was not in one of those states.
 */
export function markState(
  db: Db,
  id: number,
  change: StateChange,
  from: readonly InvoiceState[] | null = null,
): Promise<boolean> {
  return updateState(db, id, change, from);
}

// ---------- billing identity ----------

const toView = (row: {
  idType: string;
  idNumber: string;
  legalName: string;
  address: string | null;
  email: string | null;
}): BillingIdentity => ({
  idType: row.idType as BillingIdentity['idType'],
  idNumber: row.idNumber,
  legalName: row.legalName,
  address: row.address,
  email: row.email,
});

export async function getBillingIdentity(db: Db, userId: number): Promise<BillingIdentity | null> {
  const row = await billingIdentityOf(db, userId);
  return row ? toView(row) : null;
}

export async function putBillingIdentity(
  db: Db,
  userId: number,
  values: BillingIdentityValues,
): Promise<BillingIdentity> {
  return toView(await saveBillingIdentity(db, { userId, ...values }));
}

/**
 * Checkout's check (decision 092): a payment above the consumidor final limit needs the
 * buyer's identification saved first. Throws a Spanish 400 on the `billingIdentity` field.
 */
export async function requireBillingIdentityFor(db: Db, userId: number, totalCents: number): Promise<void> {
  if (consumidorFinalAllowed(totalCents)) return;
  const saved = await billingIdentityOf(db, userId);
  if (!saved || saved.idType === '07') {
    throw AppError.invalidField('billingIdentity', TAX_ID_MESSAGES.consumidorFinal);
  }
}

/** Who the document names: the saved identity, or consumidor final within its limit. */
async function buyerFor(tx: Db, userId: number, totalCents: number): Promise<InvoiceBuyer> {
  const saved = await billingIdentityOf(tx, userId);
  if (saved && (saved.idType !== '07' || consumidorFinalAllowed(totalCents))) {
    return {
      idType: saved.idType,
      idNumber: saved.idNumber,
      legalName: saved.legalName,
      address: saved.address,
      email: saved.email,
    };
  }
  // Checkout refuses a payment above the limit without an identity; a payment that reaches
  // here anyway (a renewal of an old plan) is still invoiced, to consumidor final, and the
  // admin list shows it (decision 092).
  return {
    idType: '07',
    idNumber: CONSUMIDOR_FINAL_ID,
    legalName: CONSUMIDOR_FINAL_NAME,
    address: null,
    email: saved?.email ?? null,
  };
}

// ---------- issuing ----------

export interface InvoicesDeps {
  db: Db;
  sri: SriSettings;
  log: FastifyBaseLogger;
  /** Starts a job now (the SRI submission); no-op without jobs. */
  trigger(job: string): void;
  /** The certificate source; tests pass their own. */
  certificate?: () => Promise<SigningCertificate>;
  now?: () => Date;
}

export class InvoicesService implements InvoiceIssuing {
  private readonly certificate: () => Promise<SigningCertificate>;
  private readonly issuer: Issuer;

  constructor(private readonly deps: InvoicesDeps) {
    this.certificate = deps.certificate ?? certificateSource(deps.db, deps.sri);
    const { sri } = deps;
    this.issuer = {
      ambiente: sri.ambiente,
      ruc: sri.ruc,
      legalName: sri.legalName,
      tradeName: sri.tradeName,
      mainAddress: sri.mainAddress,
      establishment: sri.establishment,
      emissionPoint: sri.emissionPoint,
      keepsAccounts: sri.keepsAccounts,
    };
  }

  private now() {
    return this.deps.now?.() ?? new Date();
  }

  async issueInvoice(tx: Db, transactionId: number, after: AfterCommit[]): Promise<void> {
    const payment = await paymentForDocument(tx, transactionId);
    if (!payment) return;
    if (await documentOfPayment(tx, transactionId, '01')) return;
    const totalCents = Math.round(Number(payment.amount) * 100);
    // A purchase made free by a 100 % code is no sale: nothing to invoice (decision 092).
    if (totalCents === 0) return;
    const meta = payment.metadata ?? {};
    const discountCents = typeof meta.discountCents === 'number' ? meta.discountCents : 0;
    const figures = figuresOf({
      code: payment.productCode ?? 'TRASPASA',
      description: payment.productName ?? 'Servicio de Traspasa',
      priceCents: totalCents + discountCents,
      discountCents,
    });
    const buyer = await buyerFor(tx, payment.userId, totalCents);
    const issueDate = ecuadorDay(this.now());
    // Last, so the counter's row lock is held for as short a time as the transaction allows.
    const sequential = await nextSequential(tx, this.series('01'));
    const accessKey = this.accessKey('01', issueDate, sequential);
    const method = paymentMethodOf(meta);
    const xml = facturaXml(this.issuer, { accessKey, sequential, issueDate, buyer }, figures, { method });
    const row = await insertDocument(tx, {
      ...this.documentBase('01', transactionId, payment.userId, sequential, accessKey, issueDate),
      buyer,
      ...figures,
      paymentMethod: method,
      unsignedXml: xml,
    });
    if (row) after.push(() => this.signAndHandOver(row.id));
  }

  async issueCreditNote(tx: Db, transactionId: number, after: AfterCommit[]): Promise<void> {
    const invoice = await documentOfPayment(tx, transactionId, '01');
    if (!invoice) return;
    if (await documentOfPayment(tx, transactionId, '04')) return;
    const issueDate = ecuadorDay(this.now());
    const sequential = await nextSequential(tx, this.series('04'));
    const accessKey = this.accessKey('04', issueDate, sequential);
    const figures = {
      lines: invoice.lines,
      subtotalCents: invoice.subtotalCents,
      discountCents: invoice.discountCents,
      ivaCents: invoice.ivaCents,
      totalCents: invoice.totalCents,
      ivaPercent: invoice.ivaPercent,
    };
    const xml = notaCreditoXml(
      this.issuer,
      { accessKey, sequential, issueDate, buyer: invoice.buyer },
      figures,
      {
        number: documentNumber(invoice.establishment, invoice.emissionPoint, invoice.sequential),
        issueDate: invoice.issueDate,
      },
      REFUND_REASON,
    );
    const row = await insertDocument(tx, {
      ...this.documentBase('04', transactionId, invoice.userId, sequential, accessKey, issueDate),
      buyer: invoice.buyer,
      ...figures,
      paymentMethod: invoice.paymentMethod,
      unsignedXml: xml,
      referencedDocumentId: invoice.id,
      reason: REFUND_REASON,
    });
    if (row) after.push(() => this.signAndHandOver(row.id));
  }

  /**
   * Signs a generated document and hands it over: to the SRI submission when SRI_ENVIRONMENT
   * is set (firmada), else it stays «sin enviar». A failure leaves it «generada» for the sweep.
   */
  async signAndHandOver(id: number): Promise<void> {
    try {
      const signed = await this.deps.db.transaction(async (tx) => {
        const row = await lockUnsigned(tx, id);
        if (!row) return false;
        await this.sign(tx, row);
        return true;
      });
      if (signed && this.deps.sri.environment) this.deps.trigger(INVOICE_SUBMIT_JOB);
    } catch (err) {
      this.deps.log.error({ err, documentId: id }, 'could not sign an SRI document; the sweep retries');
    }
  }

  private async sign(tx: Db, row: DocumentRow): Promise<void> {
    const signedXml = signDocumentXml(row.unsignedXml, row.docType, await this.certificate());
    const state: InvoiceState = this.deps.sri.environment ? 'firmada' : 'sin_enviar';
    await updateState(tx, row.id, { state, signedXml, nextAttemptAt: null }, ['generada']);
  }

  /** The sweep: signs what stayed «generada» for more than a minute. */
  async signPending(): Promise<Record<string, number>> {
    const before = new Date(this.now().getTime() - 60_000);
    let signed = 0;
    await forEachDue<DocumentRow>(this.deps.db, {
      listDue: (afterId, limit) => unsignedDocuments(this.deps.db, before, afterId, limit),
      lock: (tx, id) => lockUnsigned(tx, id),
      handle: async (tx, row) => {
        await this.sign(tx, row);
        signed++;
        return true;
      },
      onError: (err, id) => this.deps.log.error({ err, documentId: id }, 'SRI document signing failed'),
    });
    if (signed > 0 && this.deps.sri.environment) this.deps.trigger(INVOICE_SUBMIT_JOB);
    return { signed };
  }

  private series(docType: '01' | '04') {
    return {
      establishment: this.issuer.establishment,
      emissionPoint: this.issuer.emissionPoint,
      docType,
    };
  }

  private accessKey(docType: '01' | '04', issueDate: string, sequential: number) {
    return buildAccessKey({
      issueDate,
      docType,
      ruc: this.issuer.ruc,
      environment: this.issuer.ambiente,
      establishment: this.issuer.establishment,
      emissionPoint: this.issuer.emissionPoint,
      sequential,
    });
  }

  private documentBase(
    docType: '01' | '04',
    transactionId: number,
    userId: number,
    sequential: number,
    accessKey: string,
    issueDate: string,
  ) {
    return {
      docType,
      transactionId,
      userId,
      environment: this.issuer.ambiente,
      establishment: this.issuer.establishment,
      emissionPoint: this.issuer.emissionPoint,
      sequential,
      accessKey,
      issueDate,
      state: 'generada' as const,
    };
  }
}
