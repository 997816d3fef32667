// Pure decisions of bank transfer payments (decision 094): reference codes, what an order
// still misses, and reading and matching a bank statement.
import { randomInt } from 'node:crypto';
import { MONEY_MAX, parseMoneyInput } from '@traspasa/shared/money';
import {
  gluedReferencesIn,
  REFERENCE_ALPHABET,
  referencesIn,
  type StatementLayout,
  type StatementLine,
  type StatementMatch,
  type TransferOrderStatus,
} from '@traspasa/shared/transfers';
import { parse } from 'csv-parse/sync';

/** How long an order waits for its transfer when TRANSFER_HOLD_HOURS is not set. */
export const DEFAULT_TRANSFER_HOLD_HOURS = 72;
/** A yearly plan paid by transfer gets its renewal order this long before its period ends. */
export const RENEWAL_ORDER_LEAD_MS = 7 * 86_400_000;
/** A statement bigger than this is refused (a year of a busy account is far less). */
export const STATEMENT_MAX_LINES = 5000;
export const STATEMENT_MAX_BYTES = 2 * 1024 * 1024;

/** A fresh `TP-XXXX-XX` from a cryptographic source; uniqueness is the table's index. */
export function newReferenceCode(random: (max: number) => number = randomInt): string {
  const pick = (n: number) =>
    Array.from({ length: n }, () => REFERENCE_ALPHABET[random(REFERENCE_ALPHABET.length)]).join('');
  return `TP-${pick(4)}-${pick(2)}`;
}

/** Orders an admin may still approve: waiting, reviewed, rejected, and expired (a late transfer). */
export const APPROVABLE: readonly TransferOrderStatus[] = [
  'esperando_pago',
  'por_conciliar',
  'rechazada',
  'vencida',
];
/** Orders the buyer may still send a receipt for. */
export const OPEN_FOR_RECEIPTS: readonly TransferOrderStatus[] = [
  'esperando_pago',
  'por_conciliar',
  'rechazada',
  'vencida',
];

/** A renewal order nobody has paid yet: what cancelling the renewal closes. */
export const UNPAID_RENEWAL: readonly TransferOrderStatus[] = ['esperando_pago', 'rechazada'];
/** A renewal order not decided yet, a receipt waiting included: what a refund of the plan closes. */
export const OPEN_RENEWAL: readonly TransferOrderStatus[] = [...UNPAID_RENEWAL, 'por_conciliar'];

/** What the receipts' amounts still leave unpaid (0 when they cover it). */
export function missingCents(amountCents: number, reported: ReadonlyArray<number | null>): number {
  const sum = reported.reduce<number>((s, c) => s + (c ?? 0), 0);
  return Math.max(0, amountCents - sum);
}

/**
 * What the receipts report against the amount due (decision 094): a shortfall only when at
 * least one receipt has an amount typed and they add up to less; receipts without amounts
 * report nothing (the admin reads the receipt itself).
 */
export function receiptShortfall(
  amountCents: number,
  reported: ReadonlyArray<number | null>,
): { reportedCents: number; missingCents: number } | null {
  if (!reported.some((c) => c !== null)) return null;
  const missing = missingCents(amountCents, reported);
  return missing > 0 ? { reportedCents: amountCents - missing, missingCents: missing } : null;
}

export class StatementError extends Error {}

/**
 * A statement's amount: with a decimal comma (es-EC, `1.234,50`) or a decimal point (`1234.50`).
 * Money going out may also be written the accountant's way, `(12,50)` or `12,50-`: negative.
 */
export function parseStatementAmount(raw: string, decimalComma: boolean): number | null {
  const text = raw.trim().replace(/^\+/, '');
  if (text === '') return null;
  const unsigned = text.replace(/^\$\s*/, '');
  const outgoing = /^\(([^()-]*\d)\)$/.exec(unsigned) ?? /^([^()-]*\d)\s*-$/.exec(unsigned);
  if (outgoing) {
    const cents = parseStatementAmount(outgoing[1]!, decimalComma);
    return cents === null ? null : -cents;
  }
  if (decimalComma) {
    const parsed = parseMoneyInput(text, { allowNegative: true });
    return parsed.ok && parsed.value !== null ? Math.round(parsed.value * 100) : null;
  }
  const clean = text.replace(/[\s$]/g, '').replace(/,(?=\d{3}(\D|$))/g, '');
  if (!/^-?\d+(\.\d{1,2})?$/.test(clean)) return null;
  const negative = clean.startsWith('-');
  const [whole, frac = ''] = clean.replace('-', '').split('.');
  // The same ceiling as a typed es-EC amount: beyond it the cents are no safe integer.
  if (Number(whole) > MONEY_MAX) return null;
  const cents = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  if (cents > MONEY_MAX * 100) return null;
  return negative ? -cents : cents;
}

/**
 * The statement's lines in the admin's layout. Every problem is a Spanish message naming the
 * line, so the admin can fix the file or the layout; lines of money going out (negative) and
 * empty lines are skipped.
 */
export function parseStatement(text: string, layout: StatementLayout): StatementLine[] {
  let records: string[][];
  try {
    records = parse(text.replace(/^\uFEFF/, ''), {
      delimiter: layout.separator,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      bom: true,
    }) as string[][];
  } catch (err) {
    const line = (err as { lines?: number }).lines;
    throw new StatementError(
      `No pudimos leer el archivo como CSV${line ? ` (fila ${line})` : ''}: revisa las comillas y el separador elegido.`,
    );
  }
  if (records.length === 0) throw new StatementError('El archivo no tiene filas.');
  const start = layout.hasHeader ? 1 : 0;
  if (records.length - start > STATEMENT_MAX_LINES) {
    throw new StatementError(`El archivo tiene más de ${STATEMENT_MAX_LINES} filas. Súbelo por partes.`);
  }
  const needed = Math.max(
    layout.dateColumn,
    layout.descriptionColumn,
    layout.amountColumn,
    layout.referenceColumn ?? 0,
  );
  const lines: StatementLine[] = [];
  for (let i = start; i < records.length; i++) {
    const row = i + 1;
    const cells = records[i]!;
    if (cells.every((c) => c === '')) continue;
    if (cells.length < needed) {
      throw new StatementError(
        `Fila ${row}: tiene ${cells.length} ${cells.length === 1 ? 'columna' : 'columnas'} y el formato elegido usa la columna ${needed}. Revisa el separador o las columnas.`,
      );
    }
    const cell = (n: number) => cells[n - 1] ?? '';
    const amountText = cell(layout.amountColumn);
    const amountCents = parseStatementAmount(amountText, layout.decimalComma);
    if (amountCents === null) {
      throw new StatementError(
        `Fila ${row}: «${amountText.slice(0, 40)}» no es un monto${layout.decimalComma ? ' con coma decimal (por ejemplo 1.234,50)' : ' con punto decimal (por ejemplo 1234.50)'}.`,
      );
    }
    if (amountCents <= 0) continue;
    const date = cell(layout.dateColumn);
    if (date === '') throw new StatementError(`Fila ${row}: falta la fecha.`);
    const reference = layout.referenceColumn ? cell(layout.referenceColumn) || null : null;
    lines.push({
      row,
      date: date.slice(0, 40),
      description: cell(layout.descriptionColumn).slice(0, 300),
      reference: reference?.slice(0, 100) ?? null,
      amountCents,
    });
  }
  return lines;
}

export interface MatchableOrder {
  orderId: number;
  reference: string;
  amountCents: number;
  /** What receipts or earlier approvals already cover (a partial transfer's remainder is what it should bring). */
  status: TransferOrderStatus;
  userName: string;
}

/**
 * Each line against the orders not paid yet: the reference codes written in its reference or
 * description. One order with the same amount is a match (one click approves it); with another
 * amount a mismatch; two or more codes (or the same code twice in the file) ambiguous; none unmatched.
 */
export function matchStatement(lines: StatementLine[], orders: MatchableOrder[]): StatementMatch[] {
  const byReference = new Map(orders.map((o) => [o.reference, o]));
  const seen = new Map<string, number>();
  const found = lines.map((line) => {
    const text = `${line.reference ?? ''} ${line.description}`;
    const refs = referencesIn(text);
    let candidates = refs.map((r) => byReference.get(r)).filter((o): o is MatchableOrder => Boolean(o));
    // A code glued to the next word (`TP7K3M9QPAGO`) counts only as the pending orders it reads as
    // (two of them: ambiguous); a properly written code wins over it (decision 094).
    if (candidates.length === 0) {
      candidates = gluedReferencesIn(text)
        .map((r) => byReference.get(r))
        .filter((o): o is MatchableOrder => Boolean(o));
    }
    // A code on several lines of its own may be a payment in parts: counted on clean lines only.
    if (candidates.length === 1)
      seen.set(candidates[0]!.reference, (seen.get(candidates[0]!.reference) ?? 0) + 1);
    return { line, refs, candidates };
  });
  const money = (c: number) => `$${(c / 100).toFixed(2).replace('.', ',')}`;
  return found.map(({ line, refs, candidates }) => {
    const view = candidates.map(({ orderId, reference, amountCents, status, userName }) => ({
      orderId,
      reference,
      amountCents,
      status,
      userName,
    }));
    if (candidates.length === 0) {
      return {
        line,
        kind: 'unmatched' as const,
        candidates: view,
        note:
          refs.length > 0
            ? `La referencia ${refs.join(', ')} no es de ningún pedido pendiente.`
            : 'No trae ninguna referencia de Traspasa.',
      };
    }
    if (candidates.length > 1) {
      return {
        line,
        kind: 'ambiguous' as const,
        candidates: view,
        note: 'Trae varias referencias: revisa a qué pedido corresponde.',
      };
    }
    const order = candidates[0]!;
    if ((seen.get(order.reference) ?? 0) > 1) {
      return {
        line,
        kind: 'ambiguous' as const,
        candidates: view,
        note: `La referencia ${order.reference} aparece en varias filas del extracto: puede ser un pago en partes.`,
      };
    }
    if (order.amountCents !== line.amountCents) {
      return {
        line,
        kind: 'amount_mismatch' as const,
        candidates: view,
        note: `El pedido es de ${money(order.amountCents)} y la fila trae ${money(line.amountCents)}.`,
      };
    }
    return { line, kind: 'match' as const, candidates: view, note: null };
  });
}
