import { type BusinessCategory, businessCategoryLabels } from '@traspasa/shared/enums';
import { errorCodes } from '@traspasa/shared/errors';
import { formatMoney } from '@traspasa/shared/money';
import {
  COMPARABLES_MINIMUM,
  CONSENT_REQUIRED,
  type ComparablesResponse,
  computeValuation,
  formatMultiple,
  VALUATION_CONSENT_TEXT,
  VALUATION_CONSENT_VERSION,
  type ValuationLead,
  type ValuationLeadsResponse,
  type ValuationResult,
  type valuationInput,
  type valuationInterestInput,
  type valuationLeadsQuery,
} from '@traspasa/shared/valuation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { decodeCursor, encodeCursor, isIdCursor } from '../../lib/cursor.ts';
import type { Mail } from '../../lib/mailer.ts';
import type { CurrentUser } from '../../plugins/auth.ts';
import { SellerBusinessesService } from '../businesses/seller-businesses.service.ts';
import type { IdempotentCall } from '../idempotency/idempotency.service.ts';
import { closedPriceComparables } from '../offers/reservation.service.ts';
import {
  comparableMultiple,
  insertInterest,
  listLeads,
  type ValuationInterestRow,
} from './valuation.repository.ts';
import { renderValuationReportPdf, valuationReportFileName } from './valuation-report.pdf.ts';

type Inputs = z.output<typeof valuationInput>;
type InterestInput = z.output<typeof valuationInterestInput>;
type LeadsQuery = z.output<typeof valuationLeadsQuery>;

/** Reports mailed per IP and hour: enough for a family sharing a connection, not for a spammer. */
export const INTERESTS_PER_IP_HOUR = 10;
/** Reports mailed to one address per day, whatever the connection. */
export const INTERESTS_PER_EMAIL_DAY = 3;
const RATE_LIMITED =
  'Pediste varios informes seguidos desde esta conexión. Espera un rato y vuelve a intentarlo.';
const MAIL_FAILED =
  'Guardamos tu pedido, pero no pudimos enviar el correo en este momento. Inténtalo de nuevo en unos minutos.';
const BAD_CURSOR = 'El parámetro "cursor" no es válido. Vuelve a cargar la lista de interesados.';
const RANGE_REVERSED = 'La fecha «desde» es posterior a la fecha «hasta». Corrige el rango.';
/** The most rows a CSV export carries (an admin narrows the dates for more). */
export const CSV_MAX_ROWS = 10_000;
/** Dates in the admin filters are days in Ecuador (UTC−5, no daylight saving). */
const ECUADOR_OFFSET = '-05:00';

/** A title the seller will edit: "Restaurante en Quito". */
const DRAFT_NOUNS: Record<BusinessCategory, string> = {
  restaurant: 'Restaurante',
  retail: 'Tienda',
  service: 'Empresa de servicios',
  manufacturing: 'Empresa de manufactura',
  technology: 'Empresa de tecnología',
  healthcare: 'Negocio de salud',
  education: 'Centro educativo',
  hospitality: 'Negocio de turismo',
  construction: 'Empresa de construcción',
  agriculture: 'Negocio agrícola',
  transportation: 'Empresa de transporte',
  realestate: 'Negocio inmobiliario',
  finance: 'Negocio de finanzas',
  other: 'Negocio',
};

export function draftTitle(inputs: Pick<Inputs, 'category' | 'city'>): string {
  return `${DRAFT_NOUNS[inputs.category]} en ${inputs.city}`.slice(0, 120);
}

const num = (v: string | null) => (v === null ? null : Number(v));

export function toLead(row: ValuationInterestRow): ValuationLead {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    category: row.industry,
    country: row.country,
    city: row.city,
    annualRevenue: num(row.annualRevenue),
    annualProfit: num(row.annualProfit),
    yearsOperation: row.yearsOperation,
    valuationLow: num(row.valuationLow),
    calculatedValuation: num(row.calculatedValuation),
    valuationHigh: num(row.valuationHigh),
    multiplierUsed: num(row.multiplierUsed),
    isAuthenticated: row.isAuthenticated,
    createdAt: row.createdAt.toISOString(),
  };
}

function dayStart(day: string): Date {
  const d = new Date(`${day}T00:00:00${ECUADOR_OFFSET}`);
  if (Number.isNaN(d.getTime())) throw AppError.badRequest(`La fecha ${day} no existe.`);
  return d;
}

export class ValuationService {
  constructor(private readonly app: FastifyInstance) {}

  /** The calculator's answer, recomputed here: the client's numbers are never stored. */
  calculate(inputs: Inputs): ValuationResult {
    return computeValuation(inputs);
  }

  async comparables(category: BusinessCategory): Promise<ComparablesResponse> {
    const { count, median } = await comparableMultiple(this.app.db, category);
    return {
      category,
      count,
      medianMultiple: count >= COMPARABLES_MINIMUM ? median : null,
      minimum: COMPARABLES_MINIMUM,
      // Closed prices only in aggregate, from 5 deals on (decision 171); the offers module owns them.
      closedSales: await closedPriceComparables(this.app.db, category),
    };
  }

  /**
   * A lead, only with consent: without it nothing is stored (400). Throttled per IP; the
   * report is computed here, stored with the consent's words, version and time, and mailed
   * as a PDF.
   */
  async registerInterest(
    request: FastifyRequest,
    input: InterestInput,
  ): Promise<{ sent: true; email: string; result: ValuationResult }> {
    if (input.consent !== true) {
      throw new AppError(errorCodes.validation, 400, CONSENT_REQUIRED, {}, [
        { path: 'consent', message: CONSENT_REQUIRED },
      ]);
    }
    await this.app.rateLimiter.consume(
      { bucket: 'valuation:ip', key: request.ip, max: INTERESTS_PER_IP_HOUR, windowMs: 3600_000 },
      RATE_LIMITED,
    );
    // Per recipient too: the form must not become a way to fill someone's inbox from many IPs.
    await this.app.rateLimiter.consume(
      {
        bucket: 'valuation:email',
        key: input.email.trim().toLowerCase(),
        max: INTERESTS_PER_EMAIL_DAY,
        windowMs: 86_400_000,
      },
      'Ya enviamos varios informes a este correo hoy. Revisa tu bandeja de entrada (y la de spam) o vuelve mañana.',
    );
    const user = request.user ?? null;
    const inputs = input.inputs;
    const result = computeValuation(inputs);
    const now = new Date();
    await insertInterest(this.app.db, {
      userId: user?.id ?? null,
      fullName: input.fullName,
      email: input.email,
      industry: inputs.category,
      country: inputs.country,
      city: inputs.city,
      annualRevenue: inputs.annualRevenue.toFixed(2),
      annualProfit: inputs.annualProfit.toFixed(2),
      yearsOperation: inputs.yearsOperation,
      assetsValue: inputs.assetsValue == null ? null : inputs.assetsValue.toFixed(2),
      trend: inputs.trend ?? null,
      ownerHoursPerWeek: inputs.ownerHoursPerWeek ?? null,
      valuationLow: result.low.toFixed(2),
      calculatedValuation: result.typical.toFixed(2),
      valuationHigh: result.high.toFixed(2),
      multiplierUsed: result.multiple.typical.toFixed(2),
      isAuthenticated: user !== null,
      ipAddress: request.ip,
      userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
      consentText: VALUATION_CONSENT_TEXT,
      consentVersion: VALUATION_CONSENT_VERSION,
      consentedAt: now,
    });
    const comparables = await this.comparables(inputs.category);
    const pdf = await renderValuationReportPdf({
      fullName: input.fullName,
      inputs,
      result,
      comparables,
      generatedAt: now,
    });
    try {
      await this.app.mailer.send(
        reportMail(input.fullName, input.email, inputs, result, pdf, this.app.config.appUrl),
      );
    } catch (err) {
      request.log.error({ err }, 'valuation report mail failed');
      throw AppError.unavailable(MAIL_FAILED);
    }
    return { sent: true, email: input.email, result };
  }

  /**
   * "Publica tu negocio con estos datos": a draft with what was entered and the typical
   * value as asking price, through the listing service (same seller rule, same
   * idempotency), so only a seller's account gets one.
   */
  async createDraft(
    user: CurrentUser,
    inputs: Inputs,
    idempotent: IdempotentCall | null,
  ): Promise<{ businessId: number; replayed: boolean }> {
    const result = computeValuation(inputs);
    const { business, replayed } = await new SellerBusinessesService(this.app).create(
      user,
      {
        title: draftTitle(inputs),
        category: inputs.category,
        country: inputs.country,
        location: inputs.city,
        annualRevenue: inputs.annualRevenue,
        annualProfit: inputs.annualProfit,
        yearsOperation: inputs.yearsOperation,
        askingPrice: result.typical > 0 ? result.typical : null,
      },
      idempotent,
    );
    return { businessId: business.id, replayed };
  }

  async leads(query: LeadsQuery): Promise<ValuationLeadsResponse> {
    const before = decodeCursor(query.cursor, isIdCursor, BAD_CURSOR);
    const rows = await listLeads(this.app.db, {
      ...this.range(query),
      category: query.category,
      q: query.q || undefined,
      beforeId: before?.id,
      limit: query.limit,
    });
    const last = rows.at(-1);
    return {
      items: rows.map(toLead),
      nextCursor: rows.length === query.limit && last ? encodeCursor({ id: last.id }) : null,
    };
  }

  /** The filtered leads as CSV for a spreadsheet: UTF-8 with a BOM, every field quoted. */
  async leadsCsv(query: LeadsQuery): Promise<string> {
    const rows = await listLeads(this.app.db, {
      ...this.range(query),
      category: query.category,
      q: query.q || undefined,
      limit: CSV_MAX_ROWS,
    });
    return leadsToCsv(rows.map(toLead));
  }

  private range(query: LeadsQuery): { from?: Date; to?: Date } {
    const from = query.from ? dayStart(query.from) : undefined;
    const to = query.to ? new Date(dayStart(query.to).getTime() + 86_400_000) : undefined;
    if (from && to && from.getTime() >= to.getTime()) {
      throw AppError.invalidField('from', RANGE_REVERSED);
    }
    return { from, to };
  }
}

function reportMail(
  fullName: string,
  email: string,
  inputs: Inputs,
  result: ValuationResult,
  pdf: Uint8Array,
  appUrl: string,
): Mail {
  const category = businessCategoryLabels[inputs.category].toLowerCase();
  const paragraphs = [
    `Hola ${fullName}:`,
    `Tu negocio de ${category} en ${inputs.city} vale, como referencia, entre ${formatMoney(result.low)} y ${formatMoney(result.high)}; el valor típico es ${formatMoney(result.typical)} (${formatMultiple(result.multiple.typical)} la utilidad anual).`,
    'Adjuntamos el informe en PDF con el múltiplo usado, por qué, los datos que ingresaste y lo que piden negocios parecidos en Traspasa. Es una referencia general, no una tasación.',
    `Cuando quieras publicar tu negocio, empieza aquí: ${appUrl}/valorar-mi-negocio`,
    'Recibes este correo porque lo pediste y aceptaste que guardemos tus datos para enviártelo. Para que los borremos, escribe a privacidad@traspasa.test.',
    'El equipo de Traspasa',
  ];
  const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return {
    to: email,
    subject: `Tu valoración: entre ${formatMoney(result.low)} y ${formatMoney(result.high)}`,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n'),
    attachments: [{ filename: valuationReportFileName, content: pdf, contentType: 'application/pdf' }],
  };
}

const CSV_COLUMNS: [string, (l: ValuationLead) => string | number | boolean | null][] = [
  ['Fecha', (l) => l.createdAt],
  ['Nombre', (l) => l.fullName],
  ['Correo', (l) => l.email],
  [
    'Categoría',
    (l) => (l.category ? (businessCategoryLabels[l.category as BusinessCategory] ?? l.category) : null),
  ],
  ['País', (l) => l.country],
  ['Ciudad', (l) => l.city],
  ['Ventas anuales (USD)', (l) => l.annualRevenue],
  ['Utilidad anual (USD)', (l) => l.annualProfit],
  ['Años funcionando', (l) => l.yearsOperation],
  ['Valor bajo (USD)', (l) => l.valuationLow],
  ['Valor típico (USD)', (l) => l.calculatedValuation],
  ['Valor alto (USD)', (l) => l.valuationHigh],
  ['Múltiplo', (l) => l.multiplierUsed],
  ['Con sesión', (l) => (l.isAuthenticated ? 'sí' : 'no')],
];

/**
 * One CSV field: always quoted, quotes doubled; text that a spreadsheet would run as a
 * formula (=, +, -, @, tab, carriage return at the start) is prefixed with an apostrophe.
 */
export function csvField(value: string | number | boolean | null): string {
  if (value === null) return '""';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

export function leadsToCsv(leads: ValuationLead[]): string {
  const lines = [
    CSV_COLUMNS.map(([header]) => csvField(header)).join(','),
    ...leads.map((l) => CSV_COLUMNS.map(([, get]) => csvField(get(l))).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
