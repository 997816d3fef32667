import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  authorizationEnvelope,
  isAlreadyReceived,
  parseAuthorizationAnswer,
  parseReceptionAnswer,
  receptionEnvelope,
  SriFormatError,
  sriEndpoints,
} from './sri-soap.rules.ts';
import { MAX_SUBMISSION_ATTEMPTS, nextAttemptAfter } from './sri-submission.rules.ts';

const KEY = '0212202601179300000000110010010000000011234567811';

describe('the SRI envelopes', () => {
  it('point at the offline services of each environment', () => {
    expect(sriEndpoints('pruebas').reception).toBe(
      'https://celcer.sri.gob.ec/comprobantes-electronicos-ws/RecepcionComprobantesOffline',
    );
    expect(sriEndpoints('produccion').authorization).toBe(
      'https://cel.sri.gob.ec/comprobantes-electronicos-ws/AutorizacionComprobantesOffline',
    );
  });

  it('carry the XML in base64 and the key as the operations define them', () => {
    const xml = '<factura id="comprobante">ñ</factura>';
    const envelope = receptionEnvelope(xml);
    expect(envelope).toContain('xmlns:ec="http://ec.gob.sri.ws.recepcion"');
    expect(envelope).toContain(`<ec:validarComprobante><xml>${Buffer.from(xml).toString('base64')}</xml>`);
    expect(authorizationEnvelope(KEY)).toContain(
      `<ec:autorizacionComprobante><claveAccesoComprobante>${KEY}</claveAccesoComprobante>`,
    );
  });
});

describe('reading the answers', () => {
  it('a DEVUELTA with several messages, whatever the SOAP prefix', () => {
    const answer = parseReceptionAnswer(
      `<S:Envelope xmlns:S="http://schemas.xmlsoap.org/soap/envelope/"><S:Body><ns2:validarComprobanteResponse xmlns:ns2="http://ec.gob.sri.ws.recepcion"><RespuestaRecepcionComprobante><estado>DEVUELTA</estado><comprobantes><comprobante><claveAcceso>${KEY}</claveAcceso><mensajes><mensaje><identificador>43</identificador><mensaje>CLAVE ACCESO REGISTRADA</mensaje><tipo>ERROR</tipo></mensaje><mensaje><identificador>60</identificador><mensaje>AMBIENTE DE PRUEBAS</mensaje><tipo>INFORMATIVO</tipo></mensaje></mensajes></comprobante></comprobantes></RespuestaRecepcionComprobante></ns2:validarComprobanteResponse></S:Body></S:Envelope>`,
    );
    expect(answer.estado).toBe('DEVUELTA');
    expect(answer.mensajes.map((m) => [m.identificador, m.mensaje, m.tipo])).toEqual([
      ['43', 'CLAVE ACCESO REGISTRADA', 'ERROR'],
      ['60', 'AMBIENTE DE PRUEBAS', 'INFORMATIVO'],
    ]);
    expect(isAlreadyReceived(answer)).toBe(true);
    expect(
      isAlreadyReceived({
        estado: 'DEVUELTA',
        mensajes: [
          { identificador: '43', mensaje: 'CLAVE ACCESO REGISTRADA', tipo: 'ERROR' },
          { identificador: '35', mensaje: 'ARCHIVO NO CUMPLE ESTRUCTURA XML', tipo: 'ERROR' },
        ],
      }),
    ).toBe(false);
  });

  it('an AUTORIZADO keeps its number, its date with the offset and the comprobante in CDATA', () => {
    const answer = parseAuthorizationAnswer(
      `<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><ns2:autorizacionComprobanteResponse xmlns:ns2="http://ec.gob.sri.ws.autorizacion"><RespuestaAutorizacionComprobante><claveAccesoConsultada>${KEY}</claveAccesoConsultada><numeroComprobantes>2</numeroComprobantes><autorizaciones><autorizacion><estado>NO AUTORIZADO</estado><fechaAutorizacion>2026-12-02T10:00:00-05:00</fechaAutorizacion><mensajes/></autorizacion><autorizacion><estado>AUTORIZADO</estado><numeroAutorizacion>${KEY}</numeroAutorizacion><fechaAutorizacion>2026-12-02T10:15:30-05:00</fechaAutorizacion><ambiente>PRUEBAS</ambiente><comprobante><![CDATA[<?xml version="1.0"?><factura id="comprobante"/>]]></comprobante><mensajes/></autorizacion></autorizaciones></RespuestaAutorizacionComprobante></ns2:autorizacionComprobanteResponse></soap:Body></soap:Envelope>`,
    );
    expect(answer.numeroComprobantes).toBe(2);
    expect(answer.autorizacion).toMatchObject({
      estado: 'AUTORIZADO',
      numeroAutorizacion: KEY,
      ambiente: 'PRUEBAS',
    });
    expect(answer.autorizacion!.fechaAutorizacion!.toISOString()).toBe('2026-12-02T15:15:30.000Z');
    expect(answer.autorizacion!.comprobante).toContain('<factura id="comprobante"/>');
  });

  it('a SOAP fault or a page that is not the format is an error, never a state', () => {
    expect(() =>
      parseReceptionAnswer(
        '<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><soap:Fault><faultcode>soap:Server</faultcode><faultstring>Error interno</faultstring></soap:Fault></soap:Body></soap:Envelope>',
      ),
    ).toThrow(SriFormatError);
    expect(() => parseAuthorizationAnswer('<html><body>Servicio no disponible</body></html>')).toThrow(
      SriFormatError,
    );
  });
});

describe('retry times', () => {
  it('double from one minute, never pass six hours, and stop after the last attempt', () => {
    const now = new Date('2026-12-02T12:00:00Z');
    expect(nextAttemptAfter(now, 1)!.getTime() - now.getTime()).toBe(60_000);
    expect(nextAttemptAfter(now, 2)!.getTime() - now.getTime()).toBe(120_000);
    expect(nextAttemptAfter(now, MAX_SUBMISSION_ATTEMPTS)).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_SUBMISSION_ATTEMPTS - 2 }), (n) => {
        const a = nextAttemptAfter(now, n)!.getTime() - now.getTime();
        const b = nextAttemptAfter(now, n + 1)!.getTime() - now.getTime();
        expect(b).toBeGreaterThanOrEqual(a);
        expect(b).toBeLessThanOrEqual(6 * 3_600_000);
      }),
    );
  });
});
