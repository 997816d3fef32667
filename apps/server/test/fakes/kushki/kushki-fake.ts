// A local fake of Kushki's card API (decision 095), for the API and browser tests: the
// documented requests are checked field by field (merchant id headers, the Ecuadorian
// amount object, token use, the Idempotency-Key of refunds), answers come in Kushki's
// shapes, a 3-D Secure card sends the buyer to a challenge page and back to callbackUrl,
// and each approved transaction is notified by a webhook signed as Kushki signs it.
// kushki.js (the card page's library) is served too: the merchant's settings, the 3-D Secure
// sandbox's JWT, the subscription token path it uses and the sandbox's secure validation.
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { kushkiSignature } from '../../../src/modules/payments/kushki/kushki.rules.ts';

/** The fake's test cards: the first one is the approved card of Kushki's own examples. */
export const KUSHKI_CARDS = {
  approved: '5451951574925480',
  declined: '4000000000000002',
  threeDS: '4000002760003184',
} as const;

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string | undefined>;
  body: Record<string, unknown> | null;
}

export interface FakeWebhook {
  body: string;
  headers: Record<string, string>;
}

interface Token {
  kind: 'card' | 'subscription';
  number: string;
  threeDS: 'none' | 'pending' | 'approved' | 'refused';
  callbackUrl: string | null;
  secureId: string | null;
  used: boolean;
}

/**
 * The merchant's settings kushki.js reads first (`GET /merchant/v1/merchant/settings`): a UAT
 * merchant with 3-D Secure on in Kushki's sandbox (no Cardinal script), no Sift Science.
 */
export const KUSHKI_MERCHANT_SETTINGS = {
  processor_name: 'Kushki Acquirer Processor',
  processors: { card: [{ processorName: 'Kushki Acquirer Processor' }] },
  country: 'Ecuador',
  merchant_name: 'Traspasa (pruebas)',
  sandboxBaconKey: null,
  prodBaconKey: null,
  sandboxEnable: true,
  active_3dsecure: true,
} as const;

interface Charge {
  ticketNumber: string;
  amount: Record<string, unknown>;
  metadata: Record<string, unknown>;
  refunded: boolean;
}

export interface KushkiFakeOptions {
  publicMerchantId?: string;
  privateMerchantId?: string;
  webhookSignature?: string;
  /** Where signed webhooks go; none: kept in `webhooks` only. */
  deliver?: (hook: FakeWebhook) => Promise<unknown>;
}

const err = (res: ServerResponse, status: number, code: string, message: string) =>
  send(res, status, { code, message });

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, {
    'content-type': 'application/json',
    'access-control-allow-origin': '*',
  });
  res.end(JSON.stringify(body));
}

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const twoDecimals = (v: unknown) =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0 && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

/** Kushki's Ecuadorian amount: every part a number with at most two decimals, IVA 15 % of its base. */
function amountProblem(a: unknown): string | null {
  if (!isObj(a)) return 'amount es obligatorio';
  for (const k of ['subtotalIva', 'subtotalIva0', 'ice', 'iva'] as const) {
    if (!twoDecimals(a[k])) return `amount.${k} debe ser un número con dos decimales`;
  }
  if (a.currency !== 'USD') return 'amount.currency debe ser USD en Ecuador';
  const base = Math.round((a.subtotalIva as number) * 100);
  const iva = Math.round((a.iva as number) * 100);
  if (Math.abs(Math.round(base * 0.15) - iva) > 1) return 'amount.iva no es el 15 % de amount.subtotalIva';
  if (base + iva + Math.round((a.subtotalIva0 as number) * 100) <= 0)
    return 'el monto total debe ser mayor que 0';
  return null;
}

function cardProblem(card: unknown): string | null {
  if (!isObj(card)) return 'card es obligatorio';
  if (typeof card.name !== 'string' || card.name.trim() === '') return 'card.name es obligatorio';
  if (typeof card.number !== 'string' || !/^\d{12,19}$/.test(card.number)) return 'card.number no es válido';
  if (typeof card.expiryMonth !== 'string' || !/^(0[1-9]|1[0-2])$/.test(card.expiryMonth))
    return 'card.expiryMonth no es válido';
  if (typeof card.expiryYear !== 'string' || !/^\d{2}$/.test(card.expiryYear))
    return 'card.expiryYear no es válido';
  if (typeof card.cvv !== 'string' || !/^\d{3,4}$/.test(card.cvv)) return 'card.cvv no es válido';
  return null;
}

const ticket = () =>
  String(100000000000000000n + (BigInt(`0x${randomBytes(7).toString('hex')}`) % 899999999999999999n));

export class KushkiFake {
  readonly requests: RecordedRequest[] = [];
  readonly webhooks: FakeWebhook[] = [];
  readonly charges = new Map<string, Charge>();
  readonly subscriptions = new Map<
    string,
    { number: string; deleted: boolean; body: Record<string, unknown> }
  >();
  private readonly tokens = new Map<string, Token>();
  private readonly jwts = new Set<string>();
  private readonly refunds = new Map<string, unknown>();
  private server: Server | null = null;
  url = '';
  readonly publicMerchantId: string;
  readonly privateMerchantId: string;
  readonly webhookSignature: string;
  deliver: KushkiFakeOptions['deliver'];

  constructor(opts: KushkiFakeOptions = {}) {
    this.publicMerchantId = opts.publicMerchantId ?? 'pub_fake_1234567890';
    this.privateMerchantId = opts.privateMerchantId ?? 'priv_fake_1234567890';
    this.webhookSignature = opts.webhookSignature ?? 'whsig_fake_1234567890';
    this.deliver = opts.deliver;
  }

  /** The env an app needs to use this fake. */
  env(): Record<string, string> {
    return {
      PAYMENT_PROVIDER: 'kushki',
      KUSHKI_API_URL: this.url,
      KUSHKI_PUBLIC_MERCHANT_ID: this.publicMerchantId,
      KUSHKI_PRIVATE_MERCHANT_ID: this.privateMerchantId,
      KUSHKI_WEBHOOK_SIGNATURE: this.webhookSignature,
    };
  }

  async start(port = 0): Promise<string> {
    this.server = createServer((req, res) => {
      void this.handle(req, res).catch((e: unknown) => err(res, 500, 'K500', String(e)));
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** A token as the browser gets it (tests of the server skip the browser). */
  async tokenize(number: string, opts: { kind?: 'card' | 'subscription'; callbackUrl?: string } = {}) {
    const path = opts.kind === 'subscription' ? '/subscriptions/v1/card/tokens' : '/card/v1/tokens';
    const res = await fetch(`${this.url}${path}`, {
      method: 'POST',
      headers: { 'Public-Merchant-Id': this.publicMerchantId, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        card: { name: 'Ana Pérez', number, expiryMonth: '12', expiryYear: '30', cvv: '123' },
        totalAmount: 10,
        currency: 'USD',
        authValidation: 'url',
        callbackUrl: opts.callbackUrl ?? 'http://localhost/pago',
      }),
    });
    return (await res.json()) as { token: string; url?: string; secureId?: string; secureService?: string };
  }

  /** The buyer's answer on the bank's 3-D Secure page. */
  answerChallenge(token: string, approve: boolean): void {
    const t = this.tokens.get(token);
    if (t?.threeDS === 'pending') t.threeDS = approve ? 'approved' : 'refused';
  }

  private async body(req: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    const method = req.method ?? 'GET';
    if (method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, POST, OPTIONS',
        'access-control-allow-headers': 'Public-Merchant-Id, Content-Type, X-Amz-Meta-Kushki-Info',
      });
      res.end();
      return;
    }
    const raw = await this.body(req);
    let body: Record<string, unknown> | null = null;
    if (raw && !url.pathname.startsWith('/3ds/')) {
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return err(res, 400, 'K001', 'El cuerpo de la petición no es JSON');
      }
    }
    const headers: Record<string, string | undefined> = {};
    for (const [k, v] of Object.entries(req.headers)) headers[k] = Array.isArray(v) ? v.join(',') : v;
    this.requests.push({ method, path: url.pathname, headers, body });

    const p = url.pathname;
    if (method === 'GET' && p.startsWith('/3ds/')) return this.challengePage(res, p.slice(5));
    if (method === 'POST' && p.startsWith('/3ds/'))
      return this.challengeAnswer(res, p.slice(5), new URLSearchParams(raw));
    const publicPaths = [
      '/card/v1/tokens',
      '/subscriptions/v1/card/tokens',
      '/v1/subscription-tokens',
      '/merchant/v1/merchant/settings',
      '/card/v1/authToken',
      '/rules/v1/secureValidation',
    ];
    if (publicPaths.includes(p)) {
      if (headers['public-merchant-id'] !== this.publicMerchantId) {
        return err(res, 401, 'K004', 'ID de comercio o credencial no válido');
      }
      if (method === 'GET' && p === '/merchant/v1/merchant/settings') {
        return send(res, 200, KUSHKI_MERCHANT_SETTINGS);
      }
      if (method === 'GET' && p === '/card/v1/authToken') return this.authToken(res, url);
      if (method === 'POST' && p === '/rules/v1/secureValidation') return this.secureValidation(res, body);
      if (method === 'POST') {
        return this.createToken(res, body, p === '/card/v1/tokens' ? 'card' : 'subscription');
      }
      return err(res, 404, 'K404', 'Recurso no encontrado');
    }
    if (headers['private-merchant-id'] !== this.privateMerchantId) {
      return err(res, 401, 'K004', 'ID de comercio o credencial no válido');
    }
    if (headers['content-type']?.startsWith('application/json') !== true && method !== 'DELETE') {
      return err(res, 400, 'K001', 'Content-Type debe ser application/json');
    }
    if (method === 'POST' && p === '/card/v1/charges') return this.charge(res, body, 'card');
    if (method === 'POST' && p === '/subscriptions/v1/card') return this.createSubscription(res, body);
    const sub = /^\/subscriptions\/v1\/card\/([^/]+)(\/charge)?$/.exec(p);
    if (sub && method === 'POST' && sub[2])
      return this.chargeSubscription(res, decodeURIComponent(sub[1]!), body);
    if (sub && method === 'DELETE' && !sub[2]) {
      const s = this.subscriptions.get(decodeURIComponent(sub[1]!));
      if (!s || s.deleted) return err(res, 404, 'K020', 'Suscripción no encontrada');
      s.deleted = true;
      return send(res, 200, {});
    }
    const refund = /^\/v1\/refund\/([^/]+)$/.exec(p);
    if (refund && method === 'DELETE')
      return this.refund(res, decodeURIComponent(refund[1]!), headers['idempotency-key']);
    return err(res, 404, 'K404', 'Recurso no encontrado');
  }

  private createToken(res: ServerResponse, body: Record<string, unknown> | null, kind: Token['kind']) {
    if (!body) return err(res, 400, 'K001', 'Cuerpo de la petición inválido');
    const problem = cardProblem(body.card);
    if (problem) return err(res, 400, 'K001', problem);
    if (body.currency !== 'USD') return err(res, 400, 'K001', 'currency debe ser USD');
    if (kind === 'card' && typeof body.totalAmount !== 'number')
      return err(res, 400, 'K001', 'totalAmount es obligatorio');
    const number = (body.card as { number: string }).number;
    const token = randomBytes(16).toString('hex');
    // kushki.js with 3-D Secure on sends the JWT of `GET /card/v1/authToken`; the API path asks
    // for the bank's page with authValidation "url" and a callbackUrl instead.
    const viaLibrary = typeof body.jwt === 'string';
    if (viaLibrary && !this.jwts.has(body.jwt as string)) {
      return err(res, 400, 'K001', 'jwt no es válido');
    }
    const needs3DS = number === KUSHKI_CARDS.threeDS && (kind === 'card' || viaLibrary);
    if (needs3DS && !viaLibrary && (body.authValidation !== 'url' || typeof body.callbackUrl !== 'string')) {
      return err(res, 400, 'K001', 'authValidation y callbackUrl son obligatorios para 3DS');
    }
    const secureId = needs3DS ? randomUUID() : null;
    this.tokens.set(token, {
      kind,
      number,
      threeDS: needs3DS ? 'pending' : 'none',
      callbackUrl: typeof body.callbackUrl === 'string' ? body.callbackUrl : null,
      secureId,
      used: false,
    });
    if (!needs3DS) return send(res, 200, { token });
    if (viaLibrary) {
      // kushki.js's sandbox answer: the library shows its challenge, then validates `secureId`.
      return send(res, 200, {
        token,
        secureService: '3dsecure',
        secureId,
        security: {
          acsURL: `${this.url}/3ds/${token}`,
          authenticationTransactionId: randomUUID(),
          authRequired: true,
          paReq: 'sandbox',
          specificationVersion: '2.2.0',
        },
      });
    }
    return send(res, 200, { token, url: `${this.url}/3ds/${token}`, secureService: '3dsecure', secureId });
  }

  /** kushki.js's `GET /card/v1/authToken?securityAuthConfiguration=true`: the 3-D Secure JWT. */
  private authToken(res: ServerResponse, url: URL) {
    if (url.searchParams.get('securityAuthConfiguration') !== 'true') {
      return err(res, 400, 'K001', 'securityAuthConfiguration es obligatorio');
    }
    const jwt = `eyJhbGciOiJIUzI1NiJ9.${randomBytes(24).toString('base64url')}.${randomBytes(16).toString('base64url')}`;
    this.jwts.add(jwt);
    return send(res, 200, { jwt });
  }

  /** The 3-D Secure sandbox's validation of `secureServiceId` (what kushki.js does after its challenge). */
  private secureValidation(res: ServerResponse, body: Record<string, unknown> | null) {
    const id = body?.secureServiceId;
    const t = [...this.tokens.values()].find((x) => x.secureId !== null && x.secureId === id);
    if (!t || typeof body?.otpValue !== 'string') {
      return send(res, 200, { code: '3DS500', message: 'Transacción no encontrada' });
    }
    if (t.threeDS === 'pending') t.threeDS = 'approved';
    return send(res, 200, { code: '3DS000', message: 'ok' });
  }

  private challengePage(res: ServerResponse, token: string) {
    const t = this.tokens.get(token);
    res.writeHead(t ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="es"><head><meta name="viewport" content="width=device-width"><title>Verificación 3-D Secure</title></head>
<body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem">
<h1>Verificación de tu banco (prueba)</h1><p>Confirma el pago con tarjeta terminada en ${t?.number.slice(-4) ?? '----'}.</p>
<form method="post"><button name="decision" value="approve">Autorizar</button> <button name="decision" value="refuse">Rechazar</button></form></body></html>`);
  }

  private challengeAnswer(res: ServerResponse, token: string, form: URLSearchParams) {
    const t = this.tokens.get(token);
    if (!t?.callbackUrl) return err(res, 404, 'K404', 'Token no encontrado');
    const approve = form.get('decision') === 'approve';
    this.answerChallenge(token, approve);
    const back = new URL(t.callbackUrl);
    back.searchParams.set('success', String(approve));
    back.searchParams.set('token', token);
    if (!approve) back.searchParams.set('message', 'Autenticación fallida');
    res.writeHead(302, { location: back.toString() });
    res.end();
  }

  private useToken(
    token: unknown,
    kind: Token['kind'],
  ): { card?: Token; problem?: [number, string, string] } {
    const t = typeof token === 'string' ? this.tokens.get(token) : undefined;
    if (!t || t.kind !== kind) return { problem: [400, 'K017', 'Tarjeta no válida: token desconocido'] };
    if (t.used) return { problem: [400, 'K008', 'El token ya fue usado'] };
    if (t.threeDS === 'pending' || t.threeDS === 'refused') {
      return { problem: [400, 'K322', 'La autenticación 3DS no fue completada'] };
    }
    t.used = true;
    return { card: t };
  }

  private approve(
    res: ServerResponse,
    number: string,
    amount: Record<string, unknown>,
    metadata: Record<string, unknown>,
    extra: Record<string, unknown> = {},
  ) {
    if (number === KUSHKI_CARDS.declined) {
      return err(res, 400, 'K006', 'Transacción declinada por el emisor');
    }
    const c: Charge = { ticketNumber: ticket(), amount, metadata, refunded: false };
    this.charges.set(c.ticketNumber, c);
    const details = {
      ticketNumber: c.ticketNumber,
      transactionReference: randomUUID(),
      approvalCode: String(100000 + Math.floor(Math.random() * 899999)),
      transactionStatus: 'APPROVAL',
      transactionType: 'SALE',
      paymentBrand: number.startsWith('5') ? 'Mastercard' : 'Visa',
      binInfo: { bank: 'Banco de Prueba', lastFourDigits: number.slice(-4), type: 'credit' },
      amount,
      metadata,
      ...extra,
    };
    send(res, 201, {
      ticketNumber: c.ticketNumber,
      transactionReference: details.transactionReference,
      details,
    });
    this.notify({ ...details, lastFourDigits: number.slice(-4) });
  }

  private charge(res: ServerResponse, body: Record<string, unknown> | null, kind: Token['kind']) {
    if (!body) return err(res, 400, 'K001', 'Cuerpo de la petición inválido');
    const problem = amountProblem(body.amount);
    if (problem) return err(res, 400, 'K001', problem);
    if (!isObj(body.metadata)) return err(res, 400, 'K001', 'metadata debe ser un objeto');
    if (body.fullResponse !== 'v2') return err(res, 400, 'K001', 'fullResponse debe ser v2');
    if (!isObj(body.contactDetails) || typeof body.contactDetails.email !== 'string') {
      return err(res, 400, 'K001', 'contactDetails.email es obligatorio');
    }
    const used = this.useToken(body.token, kind);
    if (used.problem) return err(res, ...used.problem);
    return this.approve(res, used.card!.number, body.amount as Record<string, unknown>, body.metadata);
  }

  private createSubscription(res: ServerResponse, body: Record<string, unknown> | null) {
    if (!body) return err(res, 400, 'K001', 'Cuerpo de la petición inválido');
    const problem = amountProblem(body.amount);
    if (problem) return err(res, 400, 'K001', problem);
    if (typeof body.planName !== 'string' || body.planName === '')
      return err(res, 400, 'K001', 'planName es obligatorio');
    if (
      !['custom', 'weekly', 'biweekly', 'monthly', 'quarterly', 'halfYearly', 'yearly'].includes(
        String(body.periodicity),
      )
    ) {
      return err(res, 400, 'K001', 'periodicity no es válida');
    }
    if (typeof body.startDate !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(body.startDate)) {
      return err(res, 400, 'K001', 'startDate debe ser AAAA-MM-DD');
    }
    const cd = body.contactDetails;
    if (
      !isObj(cd) ||
      typeof cd.email !== 'string' ||
      typeof cd.firstName !== 'string' ||
      typeof cd.lastName !== 'string'
    ) {
      return err(res, 400, 'K001', 'contactDetails (email, firstName, lastName) es obligatorio');
    }
    const used = this.useToken(body.token, 'subscription');
    if (used.problem) return err(res, ...used.problem);
    const subscriptionId = String(Date.now()) + String(Math.floor(Math.random() * 1e6)).padStart(6, '0');
    this.subscriptions.set(subscriptionId, { number: used.card!.number, deleted: false, body });
    return send(res, 201, { subscriptionId });
  }

  private chargeSubscription(res: ServerResponse, id: string, body: Record<string, unknown> | null) {
    const s = this.subscriptions.get(id);
    if (!s || s.deleted) return err(res, 404, 'K020', 'Suscripción no encontrada');
    if (!body) return err(res, 400, 'K001', 'Cuerpo de la petición inválido');
    const problem = amountProblem(body.amount);
    if (problem) return err(res, 400, 'K001', problem);
    if (!isObj(body.metadata)) return err(res, 400, 'K001', 'metadata debe ser un objeto');
    return this.approve(res, s.number, body.amount as Record<string, unknown>, body.metadata, {
      subscriptionId: id,
    });
  }

  private refund(res: ServerResponse, ticketNumber: string, key: string | undefined) {
    if (!key) return err(res, 400, 'K001', 'Idempotency-Key es obligatorio');
    const seen = this.refunds.get(key);
    if (seen) return send(res, 200, seen);
    const c = this.charges.get(ticketNumber);
    if (!c) return err(res, 404, 'K404', 'Transacción no encontrada');
    if (c.refunded) return err(res, 400, 'K023', 'La transacción ya fue reembolsada');
    c.refunded = true;
    const answer = { ticketNumber: ticket(), transactionReference: randomUUID() };
    this.refunds.set(key, answer);
    send(res, 200, answer);
    this.notify({
      ticketNumber: answer.ticketNumber,
      transactionStatus: 'APPROVAL',
      transactionType: 'REFUND',
      saleTicketNumber: ticketNumber,
      amount: c.amount,
      metadata: c.metadata,
    });
  }

  /** A webhook signed as Kushki signs it: X-Kushki-Id (the time), X-Kushki-Signature over body + "." + id. */
  signed(payload: Record<string, unknown>, at = new Date()): FakeWebhook {
    const body = JSON.stringify(payload);
    const id = String(Math.floor(at.getTime() / 1000));
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'x-kushki-key': this.publicMerchantId,
        'x-kushki-id': id,
        'x-kushki-signature': kushkiSignature(body, id, this.webhookSignature),
      },
    };
  }

  private notify(payload: Record<string, unknown>) {
    const hook = this.signed(payload);
    this.webhooks.push(hook);
    if (this.deliver) setTimeout(() => void this.deliver?.(hook).catch(() => {}), 5);
  }
}
