// A local stand-in for the SRI's two offline SOAP services (recepción, autorización), for
// tests: it checks each request envelope field by field as the WSDL defines it and answers in
// the documented format (decision 093). What it answers is scripted per test; by default it
// behaves like the SRI on a good document: RECIBIDA, then AUTORIZADO, and a second reception
// of the same access key is DEVUELTA with error 43 «CLAVE ACCESO REGISTRADA».
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { XMLParser } from 'fast-xml-parser';
import {
  SOAP_ENVELOPE_NS,
  SRI_AUTHORIZATION_NS,
  SRI_RECEPTION_NS,
  type SriMessage,
} from '../../../src/modules/invoices/sri/sri-soap.rules.ts';

export type FakeReception = { estado: 'RECIBIDA' } | { estado: 'DEVUELTA'; mensajes: SriMessage[] };

export type FakeAuthorization =
  | { estado: 'AUTORIZADO'; numeroAutorizacion?: string; fechaAutorizacion?: string }
  | { estado: 'NO AUTORIZADO'; mensajes: SriMessage[] }
  | { estado: 'EN PROCESO' }
  /** `numeroComprobantes` 0: the SRI does not know the key (yet). */
  | { estado: 'NINGUNA' };

export interface FakeRequest {
  operation: 'validarComprobante' | 'autorizacionComprobante';
  accessKey: string;
  /** The decoded XML of a reception. */
  xml?: string;
}

export interface SriFake {
  /** Base URL to pass as the SRI host (`SRI_BASE_URL`). */
  url: string;
  /** Every well-formed request, in order. */
  requests: FakeRequest[];
  /** Requests whose envelope was not what the WSDL asks for, with the reason (answered with a SOAP fault). */
  refused: string[];
  /** The next reception answers, consumed in order; then the default. */
  receptions: FakeReception[];
  /** The next authorisation answers, consumed in order; then the default. */
  authorizations: FakeAuthorization[];
  /** The next `n` requests get their connection dropped without an answer (network failure). */
  dropNext(n: number): void;
  close(): Promise<void>;
}

const ACCESS_KEY = /^\d{49}$/;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  trimValues: true,
});

type Node = Record<string, unknown>;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** The operation element of a request, checked against the envelope's namespaces; throws the reason. */
function operationOf(xml: string, operation: string, namespace: string): Node {
  const doc = parser.parse(xml) as Node;
  const rootName = Object.keys(doc).find((k) => k === 'Envelope' || k.endsWith(':Envelope'));
  if (!rootName) throw new Error('sin elemento Envelope');
  const root = doc[rootName] as Node;
  const prefix = rootName.includes(':') ? (rootName.split(':')[0] ?? '') : '';
  const nsOf = (p: string, el: Node) =>
    (el[p ? `@xmlns:${p}` : '@xmlns'] as string | undefined) ??
    (root[p ? `@xmlns:${p}` : '@xmlns'] as string | undefined);
  if (nsOf(prefix, root) !== SOAP_ENVELOPE_NS) throw new Error('Envelope fuera del espacio SOAP 1.1');
  const body = root[prefix ? `${prefix}:Body` : 'Body'] as Node | undefined;
  if (!body || typeof body !== 'object') throw new Error('sin Body');
  const opName = Object.keys(body).find((k) => k === operation || k.endsWith(`:${operation}`));
  if (!opName) throw new Error(`el Body no contiene ${operation}`);
  const op = body[opName] as Node;
  const opPrefix = opName.includes(':') ? opName.split(':')[0]! : '';
  if (nsOf(opPrefix, op) !== namespace) throw new Error(`${operation} fuera del espacio ${namespace}`);
  return typeof op === 'object' && op !== null ? op : {};
}

const messagesXml = (mensajes: SriMessage[]) =>
  mensajes.length === 0
    ? '<mensajes/>'
    : `<mensajes>${mensajes
        .map(
          (m) =>
            `<mensaje><identificador>${m.identificador}</identificador><mensaje>${m.mensaje}</mensaje>${
              m.informacionAdicional
                ? `<informacionAdicional>${m.informacionAdicional}</informacionAdicional>`
                : ''
            }<tipo>${m.tipo}</tipo></mensaje>`,
        )
        .join('')}</mensajes>`;

const envelope = (inner: string) =>
  `<?xml version="1.0" ?><soap:Envelope xmlns:soap="${SOAP_ENVELOPE_NS}"><soap:Body>${inner}</soap:Body></soap:Envelope>`;

const fault = (reason: string) =>
  envelope(`<soap:Fault><faultcode>soap:Client</faultcode><faultstring>${reason}</faultstring></soap:Fault>`);

function receptionXml(accessKey: string, answer: FakeReception): string {
  const comprobantes =
    answer.estado === 'RECIBIDA'
      ? '<comprobantes/>'
      : `<comprobantes><comprobante><claveAcceso>${accessKey}</claveAcceso>${messagesXml(answer.mensajes)}</comprobante></comprobantes>`;
  return envelope(
    `<ns2:validarComprobanteResponse xmlns:ns2="${SRI_RECEPTION_NS}"><RespuestaRecepcionComprobante><estado>${answer.estado}</estado>${comprobantes}</RespuestaRecepcionComprobante></ns2:validarComprobanteResponse>`,
  );
}

function authorizationXml(accessKey: string, answer: FakeAuthorization, xml: string | undefined): string {
  let inner = '';
  let count = 1;
  if (answer.estado === 'NINGUNA') {
    count = 0;
    inner = '<autorizaciones/>';
  } else if (answer.estado === 'EN PROCESO') {
    inner = `<autorizaciones><autorizacion><estado>EN PROCESO</estado><mensajes/></autorizacion></autorizaciones>`;
  } else {
    const authorised = answer.estado === 'AUTORIZADO';
    const number = authorised ? (answer.numeroAutorizacion ?? accessKey) : '';
    const date = authorised
      ? (answer.fechaAutorizacion ?? '2026-12-02T10:15:30-05:00')
      : '2026-12-02T10:15:30-05:00';
    inner = `<autorizaciones><autorizacion><estado>${answer.estado}</estado>${
      authorised ? `<numeroAutorizacion>${number}</numeroAutorizacion>` : ''
    }<fechaAutorizacion>${date}</fechaAutorizacion><ambiente>PRUEBAS</ambiente><comprobante><![CDATA[${xml ?? ''}]]></comprobante>${messagesXml(
      authorised ? [] : answer.mensajes,
    )}</autorizacion></autorizaciones>`;
  }
  return envelope(
    `<ns2:autorizacionComprobanteResponse xmlns:ns2="${SRI_AUTHORIZATION_NS}"><RespuestaAutorizacionComprobante><claveAccesoConsultada>${accessKey}</claveAccesoConsultada><numeroComprobantes>${count}</numeroComprobantes>${inner}</RespuestaAutorizacionComprobante></ns2:autorizacionComprobanteResponse>`,
  );
}

/** The access key inside a signed document, checked: 49 digits in `infoTributaria/claveAcceso`. */
function accessKeyOfDocument(xml: string): string {
  const doc = parser.parse(xml) as Node;
  const rootName = Object.keys(doc).find((k) => !k.startsWith('?'));
  const root = rootName ? (doc[rootName] as Node) : null;
  const info = root?.infoTributaria as Node | undefined;
  const key = info?.claveAcceso;
  if (typeof key !== 'string' || !ACCESS_KEY.test(key))
    throw new Error('el comprobante no tiene una claveAcceso de 49 dígitos');
  if (!xml.includes('<ds:Signature') && !xml.includes(':Signature'))
    throw new Error('el comprobante no está firmado');
  return key;
}

export async function startSriFake(): Promise<SriFake> {
  const received = new Map<string, string>();
  let drops = 0;
  const fake: SriFake = {
    url: '',
    close: async () => {},
    requests: [],
    refused: [],
    receptions: [],
    authorizations: [],
    dropNext(n) {
      drops = n;
    },
  };

  const server: Server = createServer(async (req, res) => {
    if (drops > 0) {
      drops -= 1;
      req.socket.destroy();
      return;
    }
    const body = await readBody(req);
    const send = (status: number, xml: string) => {
      res.writeHead(status, { 'content-type': 'text/xml; charset=utf-8' });
      res.end(xml);
    };
    const refuse = (reason: string) => {
      fake.refused.push(reason);
      send(500, fault(reason));
    };
    if (req.method !== 'POST') return refuse(`método ${req.method}`);
    if (!String(req.headers['content-type'] ?? '').startsWith('text/xml'))
      return refuse('content-type no es text/xml');
    try {
      if (req.url === '/comprobantes-electronicos-ws/RecepcionComprobantesOffline') {
        const op = operationOf(body, 'validarComprobante', SRI_RECEPTION_NS);
        const base64 = op.xml;
        if (typeof base64 !== 'string' || !/^[A-Za-z0-9+/]+=*$/.test(base64))
          throw new Error('xml no es base64');
        const xml = Buffer.from(base64, 'base64').toString('utf8');
        const key = accessKeyOfDocument(xml);
        fake.requests.push({ operation: 'validarComprobante', accessKey: key, xml });
        const scripted = fake.receptions.shift();
        const answer: FakeReception =
          scripted ??
          (received.has(key)
            ? {
                estado: 'DEVUELTA',
                mensajes: [{ identificador: '43', mensaje: 'CLAVE ACCESO REGISTRADA', tipo: 'ERROR' }],
              }
            : { estado: 'RECIBIDA' });
        if (answer.estado === 'RECIBIDA') received.set(key, xml);
        return send(200, receptionXml(key, answer));
      }
      if (req.url === '/comprobantes-electronicos-ws/AutorizacionComprobantesOffline') {
        const op = operationOf(body, 'autorizacionComprobante', SRI_AUTHORIZATION_NS);
        const key = op.claveAccesoComprobante;
        if (typeof key !== 'string' || !ACCESS_KEY.test(key))
          throw new Error('claveAccesoComprobante no tiene 49 dígitos');
        fake.requests.push({ operation: 'autorizacionComprobante', accessKey: key });
        const answer: FakeAuthorization =
          fake.authorizations.shift() ??
          (received.has(key) ? { estado: 'AUTORIZADO' } : { estado: 'NINGUNA' });
        return send(200, authorizationXml(key, answer, received.get(key)));
      }
      res.writeHead(404).end();
    } catch (err) {
      refuse((err as Error).message);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
