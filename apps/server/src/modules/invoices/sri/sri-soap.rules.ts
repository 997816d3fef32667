// The SRI's two offline web services as SOAP 1.1 text: the request envelopes we send and
// the answers we read (decision 093, where the sources of these shapes are listed).
// Pure: no I/O, so the client, the fake and the tests share one reading of the format.
import type { SriMessage } from '@traspasa/shared/invoices';
import { XMLParser } from 'fast-xml-parser';

export type { SriMessage };

export type SriEnvironment = 'pruebas' | 'produccion';

export const SRI_RECEPTION_NS = 'http://ec.gob.sri.ws.recepcion';
export const SRI_AUTHORIZATION_NS = 'http://ec.gob.sri.ws.autorizacion';
export const SOAP_ENVELOPE_NS = 'http://schemas.xmlsoap.org/soap/envelope/';

const HOSTS: Record<SriEnvironment, string> = {
  pruebas: 'https://celcer.sri.gob.ec',
  produccion: 'https://cel.sri.gob.ec',
};

export interface SriEndpoints {
  reception: string;
  authorization: string;
}

/** The services' addresses (without `?wsdl`: the envelope is posted to the endpoint itself). */
export function sriEndpoints(environment: SriEnvironment, baseUrl?: string): SriEndpoints {
  const base = (baseUrl ?? HOSTS[environment]).replace(/\/+$/, '');
  return {
    reception: `${base}/comprobantes-electronicos-ws/RecepcionComprobantesOffline`,
    authorization: `${base}/comprobantes-electronicos-ws/AutorizacionComprobantesOffline`,
  };
}

export interface ReceptionAnswer {
  estado: 'RECIBIDA' | 'DEVUELTA';
  mensajes: SriMessage[];
}

export type AuthorizationState = 'AUTORIZADO' | 'NO AUTORIZADO' | 'EN PROCESO';

export interface AuthorizationAnswer {
  /** How many authorisations the SRI knows for the key (0: not yet, or never received). */
  numeroComprobantes: number;
  /** The newest authorisation; null when there is none. */
  autorizacion: {
    estado: AuthorizationState;
    numeroAutorizacion: string | null;
    fechaAutorizacion: Date | null;
    ambiente: string | null;
    comprobante: string | null;
    mensajes: SriMessage[];
  } | null;
}

/** An answer we cannot read as the documented format (a proxy's HTML page, a SOAP fault). */
export class SriFormatError extends Error {
  override name = 'SriFormatError';
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `validarComprobante` with the signed XML in base64. */
export function receptionEnvelope(signedXml: string): string {
  const base64 = Buffer.from(signedXml, 'utf8').toString('base64');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<soapenv:Envelope xmlns:soapenv="${SOAP_ENVELOPE_NS}" xmlns:ec="${SRI_RECEPTION_NS}">`,
    '<soapenv:Header/>',
    '<soapenv:Body>',
    `<ec:validarComprobante><xml>${base64}</xml></ec:validarComprobante>`,
    '</soapenv:Body>',
    '</soapenv:Envelope>',
  ].join('');
}

/** `autorizacionComprobante` for one access key. */
export function authorizationEnvelope(accessKey: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<soapenv:Envelope xmlns:soapenv="${SOAP_ENVELOPE_NS}" xmlns:ec="${SRI_AUTHORIZATION_NS}">`,
    '<soapenv:Header/>',
    '<soapenv:Body>',
    `<ec:autorizacionComprobante><claveAccesoComprobante>${escapeXml(accessKey)}</claveAccesoComprobante></ec:autorizacionComprobante>`,
    '</soapenv:Body>',
    '</soapenv:Envelope>',
  ].join('');
}

const LIST_PATHS = ['mensajes.mensaje', 'autorizaciones.autorizacion', 'comprobantes.comprobante'];

// Prefixes are removed (the SRI answers with `soap:`/`ns2:`, others with `S:`/`env:`), every
// value stays a string (an access key is 49 digits, not a number), CDATA joins the text.
const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  // Lists by their place, not their name: a `mensaje` also holds a `mensaje` (its text).
  isArray: (_name, jPath) => LIST_PATHS.some((p) => String(jPath).endsWith(p)),
});

type Node = Record<string, unknown>;

const asNode = (value: unknown): Node | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : null;
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value == null ? [] : [value]);
const text = (value: unknown): string | null => {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  const node = asNode(value);
  if (node && typeof node['#text'] === 'string') return node['#text'];
  return null;
};

/** The SOAP body's first element, or a `SriFormatError` (a fault is reported with its text). */
function bodyOf(xml: string): Node {
  let doc: Node;
  try {
    doc = parser.parse(xml) as Node;
  } catch (err) {
    throw new SriFormatError(`respuesta del SRI ilegible: ${(err as Error).message}`);
  }
  const body = asNode(asNode(doc.Envelope)?.Body);
  if (!body) throw new SriFormatError('respuesta del SRI sin sobre SOAP');
  const fault = asNode(body.Fault);
  if (fault) throw new SriFormatError(`SOAP fault: ${text(fault.faultstring) ?? 'sin detalle'}`);
  return body;
}

function messagesOf(container: unknown): SriMessage[] {
  const list = asList(asNode(container)?.mensaje);
  return list.flatMap((item) => {
    const m = asNode(item);
    if (!m) return [];
    const informacionAdicional = text(m.informacionAdicional);
    return [
      {
        identificador: text(m.identificador) ?? '',
        mensaje: text(m.mensaje) ?? '',
        ...(informacionAdicional ? { informacionAdicional } : {}),
        tipo: text(m.tipo) ?? '',
      },
    ];
  });
}

export function parseReceptionAnswer(xml: string): ReceptionAnswer {
  const body = bodyOf(xml);
  const answer = asNode(asNode(body.validarComprobanteResponse)?.RespuestaRecepcionComprobante);
  if (!answer) throw new SriFormatError('falta RespuestaRecepcionComprobante');
  const estado = text(answer.estado);
  if (estado !== 'RECIBIDA' && estado !== 'DEVUELTA') {
    throw new SriFormatError(`estado de recepción desconocido: ${estado ?? 'vacío'}`);
  }
  const comprobantes = asList(asNode(answer.comprobantes)?.comprobante);
  const mensajes = comprobantes.flatMap((c) => messagesOf(asNode(c)?.mensajes));
  return { estado, mensajes };
}

const AUTH_STATES: readonly string[] = ['AUTORIZADO', 'NO AUTORIZADO', 'EN PROCESO'];

export function parseAuthorizationAnswer(xml: string): AuthorizationAnswer {
  const body = bodyOf(xml);
  const answer = asNode(asNode(body.autorizacionComprobanteResponse)?.RespuestaAutorizacionComprobante);
  if (!answer) throw new SriFormatError('falta RespuestaAutorizacionComprobante');
  const count = Number.parseInt(text(answer.numeroComprobantes) ?? '0', 10);
  const list = asList(asNode(answer.autorizaciones)?.autorizacion)
    .map(asNode)
    .filter((a): a is Node => a !== null);
  if (list.length === 0) return { numeroComprobantes: Number.isNaN(count) ? 0 : count, autorizacion: null };
  // An authorised one wins over earlier refusals of the same key; otherwise the first (the newest).
  const chosen = list.find((a) => text(a.estado) === 'AUTORIZADO') ?? list[0]!;
  const estado = text(chosen.estado);
  if (!estado || !AUTH_STATES.includes(estado)) {
    throw new SriFormatError(`estado de autorización desconocido: ${estado ?? 'vacío'}`);
  }
  const fecha = text(chosen.fechaAutorizacion);
  const parsed = fecha ? new Date(fecha) : null;
  return {
    numeroComprobantes: Number.isNaN(count) ? list.length : count,
    autorizacion: {
      estado: estado as AuthorizationState,
      numeroAutorizacion: text(chosen.numeroAutorizacion),
      fechaAutorizacion: parsed && !Number.isNaN(parsed.getTime()) ? parsed : null,
      ambiente: text(chosen.ambiente),
      comprobante: text(chosen.comprobante),
      mensajes: messagesOf(chosen.mensajes),
    },
  };
}

/**
 * Reception refusals that mean the SRI already holds this very document: 43 «CLAVE ACCESO
 * REGISTRADA» (sent before, perhaps by a run whose answer was lost) and 45 «SECUENCIAL
 * REGISTRADO» (the same number under that key). Both go on to the authorisation query
 * instead of ending as `devuelta` (decision 093).
 */
export const ALREADY_RECEIVED_CODES: readonly string[] = ['43', '45'];

export function isAlreadyReceived(answer: ReceptionAnswer): boolean {
  if (answer.estado !== 'DEVUELTA') return false;
  const errors = answer.mensajes.filter((m) => m.tipo === 'ERROR');
  return errors.length > 0 && errors.every((m) => ALREADY_RECEIVED_CODES.includes(m.identificador));
}
