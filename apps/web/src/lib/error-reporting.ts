// Automatic error reports, POSTed to /api/errors/report.
// Pure helpers (payload building, extension filtering, de-duplication) are exported
// for unit tests; `installGlobalErrorHandlers()` wires them to the window.
import type { ErrorReportInput, ErrorReportKind } from '@traspasa/shared/errors-report';
import { redactUrl } from './redact-url';
import { sessionHeaders } from './session-token';

export const ERROR_REPORT_ENDPOINT = '/api/errors/report';
/** Identical reports inside this window are sent once. */
export const DEDUPE_WINDOW_MS = 5000;
/** Hard cap per page lifetime minute, so a render loop cannot flood the server. */
export const MAX_REPORTS_PER_MINUTE = 20;

export type ReportEnv = {
  timestamp: string;
  userAgent: string;
  url: string;
  pathname: string;
};

export type ErrorReport = ErrorReportInput & {
  metadata: ReportEnv & { type: ErrorReportKind } & Record<string, unknown>;
};

const MESSAGE_MAX = 2000;
const STACK_MAX = 10000;

function truncate(value: string, max: number): string {
  return value.length > max ? `${value.slice(0, max - 1)}…` : value;
}

/** Build the report payload: {message, stack, source:'frontend', metadata:{timestamp, userAgent, url, pathname, type, ...extras}}. */
export function buildErrorReport(
  kind: ErrorReportKind,
  message: string,
  stack: string | null | undefined,
  extras: Record<string, unknown>,
  env: ReportEnv,
): ErrorReport {
  return {
    message: truncate(message.trim() || 'Error sin mensaje', MESSAGE_MAX),
    stack: stack ? truncate(stack, STACK_MAX) : null,
    source: 'frontend',
    // Extras never override the spec's own metadata keys.
    metadata: { ...extras, ...env, type: kind },
  };
}

export function currentEnv(now: Date = new Date()): ReportEnv {
  return {
    timestamp: now.toISOString(),
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
    url: typeof window === 'undefined' ? '' : redactUrl(window.location.href),
    pathname: typeof window === 'undefined' ? '' : window.location.pathname,
  };
}

const EXTENSION_MARKERS = [
  'chrome-extension://',
  'moz-extension://',
  'safari-extension://',
  'safari-web-extension://',
  'webkit-masked-url://',
  'extension://',
  'metamask',
  'ethereum',
  'solana',
  'phantom',
  'tronweb',
  'web3',
  'inpage.js',
  'contentscript',
  '__firefox__',
];

/** Errors thrown by browser or wallet extensions are not ours to report. */
export function isExtensionError(...parts: Array<string | null | undefined>): boolean {
  const haystack = parts.filter(Boolean).join('\n').toLowerCase();
  if (!haystack) return false;
  return EXTENSION_MARKERS.some((marker) => haystack.includes(marker));
}

/**
 * Remembers recent report keys. `shouldSend` is false for a key seen within
 * `windowMs`, and for anything beyond `maxPerMinute` in a rolling minute.
 */
export function createDeduper(windowMs = DEDUPE_WINDOW_MS, maxPerMinute = MAX_REPORTS_PER_MINUTE) {
  const lastSeen = new Map<string, number>();
  const sentAt: number[] = [];
  return {
    shouldSend(key: string, now: number = Date.now()): boolean {
      const previous = lastSeen.get(key);
      if (previous !== undefined && now - previous < windowMs) return false;
      while (sentAt.length > 0 && now - (sentAt[0] ?? 0) >= 60_000) sentAt.shift();
      if (sentAt.length >= maxPerMinute) return false;
      lastSeen.set(key, now);
      sentAt.push(now);
      if (lastSeen.size > 200) {
        for (const [k, t] of lastSeen) if (now - t >= windowMs) lastSeen.delete(k);
      }
      return true;
    },
  };
}

export function reportKey(report: ErrorReport): string {
  return `${report.metadata.type}|${report.message}|${String(report.metadata.endpoint ?? report.metadata.target ?? '')}`;
}

// Secrets, and personal data that an error log has no need for (kept to what explains a failure).
const SENSITIVE_KEY =
  /pass(word)?|token|secret|c[eé]dula|card|cvc|cvv|documentNumber|e-?mail|fullName|phone|tel[eé]fono/i;

/** Strip secrets from request bodies before they go into an error log. */
export function redactSensitive(value: unknown, depth = 0): unknown {
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (typeof FormData !== 'undefined' && value instanceof FormData) return '[FormData]';
  if (Array.isArray(value)) return value.slice(0, 20).map((v) => redactSensitive(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    out[key] = SENSITIVE_KEY.test(key) ? '[redacted]' : redactSensitive(v, depth + 1);
  }
  return out;
}

/** Describe the element whose resource failed to load: "img src=https://…". */
export function describeTarget(target: EventTarget | null): string {
  if (!target || typeof (target as Element).tagName !== 'string') return 'unknown';
  const el = target as Element & { src?: string; href?: string; currentSrc?: string };
  const tag = el.tagName.toLowerCase();
  const id = el.id ? `#${el.id}` : '';
  const source =
    el.currentSrc || el.src || el.href || el.getAttribute?.('src') || el.getAttribute?.('href') || '';
  return truncate(`${tag}${id}${source ? ` ${source}` : ''}`, 500);
}

const deduper = createDeduper();

/** POST a report; the answer is never read, a failure is only logged. */
export function sendErrorReport(report: ErrorReport): void {
  if (typeof fetch === 'undefined') return;
  if (!deduper.shouldSend(reportKey(report))) return;
  try {
    fetch(ERROR_REPORT_ENDPOINT, {
      method: 'POST',
      credentials: 'include',
      keepalive: true,
      headers: { 'Content-Type': 'application/json', ...sessionHeaders() },
      body: JSON.stringify(report),
    }).catch((error: unknown) => {
      console.warn('[error-reporting] No se pudo enviar el informe de error', error);
    });
  } catch (error) {
    console.warn('[error-reporting] No se pudo enviar el informe de error', error);
  }
}

function report(
  kind: ErrorReportKind,
  message: string,
  stack: string | null | undefined,
  extras: Record<string, unknown>,
) {
  sendErrorReport(buildErrorReport(kind, message, stack, extras, currentEnv()));
}

/** A custom-error: something we want to know about that did not throw. */
export function reportCustomError(message: string, context: Record<string, unknown> = {}): void {
  report('custom-error', message, new Error(message).stack, { context });
}

export type ApiErrorDetails = {
  endpoint: string;
  method: string;
  status: number;
  statusText: string;
  responseText: string;
  requestData?: unknown;
};

/**
 * An api-error, for answers that mean something failed: 5xx. A 4xx is the server refusing
 * as designed (a wrong password, a suspended account, a used link, a page for another role, a
 * listing still in review): the screen says so, and the error log keeps only what went wrong.
 * The report endpoint itself is never reported.
 */
export function reportApiError(details: ApiErrorDetails): void {
  if (details.status >= 400 && details.status < 500) return;
  if (details.endpoint.startsWith(ERROR_REPORT_ENDPOINT)) return;
  report(
    'api-error',
    `API ${details.method} ${details.endpoint} → ${details.status} ${details.statusText}`.trim(),
    null,
    {
      endpoint: details.endpoint,
      method: details.method,
      status: details.status,
      statusText: details.statusText,
      responseText: truncate(details.responseText, 2000),
      requestData: redactSensitive(details.requestData ?? null),
    },
  );
}

/** Render errors caught by an error boundary never reach window.onerror; report them here. */
export function reportRenderError(error: unknown, componentStack?: string | null): void {
  const err = error instanceof Error ? error : new Error(String(error));
  if (isExtensionError(err.message, err.stack)) return;
  report('javascript-error', err.message, err.stack, {
    filename: null,
    lineno: null,
    colno: null,
    componentStack: componentStack ? truncate(componentStack, 4000) : null,
    caughtBy: 'error-boundary',
  });
}

function messageOf(reason: unknown): { message: string; stack: string | null } {
  if (reason instanceof Error) return { message: reason.message || reason.name, stack: reason.stack ?? null };
  if (typeof reason === 'string') return { message: reason, stack: null };
  try {
    return { message: JSON.stringify(reason) ?? String(reason), stack: null };
  } catch {
    return { message: String(reason), stack: null };
  }
}

let installed = false;

/**
 * Window listeners for javascript-error, unhandled-promise-rejection and resource-error.
 * Uncaught errors and rejections are logged and suppressed so the page keeps working.
 */
export function installGlobalErrorHandlers(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;

  window.addEventListener(
    'error',
    (event: Event) => {
      const target = event.target;
      // A failed <img>, <script> or <link> fires a non-bubbling 'error' seen only in capture.
      if (target && target !== window && typeof (target as Element).tagName === 'string') {
        const descriptor = describeTarget(target);
        if (isExtensionError(descriptor)) return;
        report('resource-error', `No se pudo cargar el recurso: ${descriptor}`, null, { target: descriptor });
        return;
      }
      if (!(event instanceof ErrorEvent)) return;
      const { message, stack } = messageOf(event.error ?? event.message);
      if (isExtensionError(message, stack, event.filename)) {
        event.preventDefault();
        return;
      }
      console.error('[error-reporting] Error no controlado:', event.error ?? event.message);
      event.preventDefault();
      report('javascript-error', message || event.message, stack, {
        filename: event.filename,
        lineno: event.lineno,
        colno: event.colno,
      });
    },
    true,
  );

  window.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    const { message, stack } = messageOf(event.reason);
    event.preventDefault();
    if (isExtensionError(message, stack)) return;
    console.error('[error-reporting] Promesa rechazada sin controlar:', event.reason);
    report('unhandled-promise-rejection', message, stack, {});
  });
}
