// The admin invoices list and its «Reintentar» (decision 093): what the SRI said of each
// document, and putting one back in the submission queue, audited in the same transaction.
import {
  type AdminInvoice,
  type AdminInvoicesQuery,
  documentNumber,
  invoiceStateLabels,
} from '@traspasa/shared/electronic-documents';
import type { InvoiceState } from '@traspasa/shared/invoices';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/app-error.ts';
import { recordAudit } from '../../audit-log/audit-trail.service.ts';
import {
  ADMIN_INVOICES_PAGE,
  type AdminInvoiceRow,
  adminInvoiceById,
  listAdminInvoices,
} from './admin-invoices.repository.ts';
import { requeueSubmission } from './sri-submission.repository.ts';
import { SRI_SUBMISSION_JOB } from './sri-submission.rules.ts';

const NOT_FOUND = 'No encontramos ese comprobante.';
const NOT_CONFIGURED =
  'El envío al SRI no está configurado (SRI_ENVIRONMENT): los comprobantes se quedan sin enviar hasta que se configure.';
const NOTHING_TO_RETRY =
  'Este comprobante ya está autorizado o aún no está firmado: no hay nada que reintentar.';

const MADE_OFFLINE_WITH_DEMO =
  'Este comprobante se generó sin conexión con el emisor de demostración (RUC, ambiente o certificado de prueba): el SRI no lo aceptaría y no se envía. Se queda «sin enviar» como registro de la demo.';

/** The RUC inside a 49-digit clave de acceso (digits 11–23). */
const rucOfAccessKey = (accessKey: string) => accessKey.slice(10, 23);

export class AdminInvoicesService {
  constructor(private readonly app: FastifyInstance) {}

  private get configured(): boolean {
    return this.app.config.sri.environment !== null;
  }

  /**
   * A «sin enviar» document was made offline (no SRI_ENVIRONMENT): it may be sent once sending
   * is configured only if it already is the real issuer's — its RUC and ambiente, and not the
   * demo certificate's signature. Otherwise it is never sent (decision 093).
   */
  private madeWithDemoIssuer(row: AdminInvoiceRow): boolean {
    if (row.state !== 'sin_enviar') return false;
    const sri = this.app.config.sri;
    return rucOfAccessKey(row.accessKey) !== sri.ruc || row.environment !== sri.ambiente || row.demoSigned;
  }

  private view(row: AdminInvoiceRow): AdminInvoice {
    return {
      id: row.id,
      docType: row.docType as AdminInvoice['docType'],
      number: documentNumber(row.establishment, row.emissionPoint, row.sequential),
      accessKey: row.accessKey,
      issueDate: row.issueDate,
      transactionId: row.transactionId,
      buyer: {
        userId: row.userId,
        email: row.email,
        legalName: row.buyer.legalName,
        idNumber: row.buyer.idNumber,
      },
      totalCents: row.totalCents,
      state: row.state as InvoiceState,
      sriMessages: row.sriMessages.map((m) => ({
        ...m,
        informacionAdicional: m.informacionAdicional ?? null,
      })),
      authorizationNumber: row.authorizationNumber,
      authorizedAt: row.authorizedAt?.toISOString() ?? null,
      attempts: row.attempts,
      lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
      nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
      canRetry: this.configured && row.signed && row.state !== 'autorizada' && !this.madeWithDemoIssuer(row),
    };
  }

  async list(query: AdminInvoicesQuery) {
    const rows = await listAdminInvoices(
      this.app.db,
      { state: query.state, beforeId: query.cursor },
      ADMIN_INVOICES_PAGE + 1,
    );
    const page = rows.slice(0, ADMIN_INVOICES_PAGE);
    return {
      items: page.map((r) => this.view(r)),
      nextCursor: rows.length > ADMIN_INVOICES_PAGE ? page.at(-1)!.id : null,
      sriEnvironment: this.app.config.sri.environment,
    };
  }

  /** Puts a document back in the SRI queue and runs the job now. */
  async retry(adminId: number, id: number, now = new Date()): Promise<AdminInvoice> {
    const existing = await adminInvoiceById(this.app.db, id);
    if (!existing) throw AppError.notFound(NOT_FOUND);
    if (!this.configured) throw AppError.conflict(NOT_CONFIGURED);
    if (this.madeWithDemoIssuer(existing)) throw AppError.conflict(MADE_OFFLINE_WITH_DEMO);
    await this.app.db.transaction(async (tx) => {
      const change = await requeueSubmission(tx, id, now);
      if (!change) throw AppError.conflict(NOTHING_TO_RETRY);
      const number = documentNumber(existing.establishment, existing.emissionPoint, existing.sequential);
      await recordAudit(tx, {
        userId: adminId,
        action: 'invoice.retry',
        description: `Reintentó el envío al SRI del comprobante ${number} (estaba «${invoiceStateLabels[change.before as InvoiceState] ?? change.before}»).`,
        metadata: {
          documentId: id,
          number,
          accessKey: existing.accessKey,
          from: change.before,
          to: change.after,
        },
        targetType: 'electronic_document',
        targetId: id,
      });
    });
    this.app.jobs?.trigger(SRI_SUBMISSION_JOB);
    const after = await adminInvoiceById(this.app.db, id);
    return this.view(after!);
  }
}
