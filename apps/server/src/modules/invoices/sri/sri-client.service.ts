// The client of the SRI's offline web services (recepción, autorización): posts the SOAP
// envelopes of sri-soap.rules.ts with a timeout and says which failures are worth a retry
// (decision 093). No WSDL is fetched: the two operations are fixed and documented.
import {
  type AuthorizationAnswer,
  authorizationEnvelope,
  parseAuthorizationAnswer,
  parseReceptionAnswer,
  type ReceptionAnswer,
  receptionEnvelope,
  type SriEndpoints,
  SriFormatError,
} from './sri-soap.rules.ts';

/**
 * The SRI could not be reached or did not answer in time, or answered with a server error:
 * nothing was decided about the document, so the job tries again later.
 */
export class SriUnavailableError extends Error {
  override name = 'SriUnavailableError';
}

export interface SriClient {
  /** Sends the signed XML (recepción). */
  send(signedXml: string): Promise<ReceptionAnswer>;
  /** Asks for the authorisation of an access key (autorización). */
  authorization(accessKey: string): Promise<AuthorizationAnswer>;
}

export interface SriClientOptions {
  endpoints: SriEndpoints;
  /** Per request, in ms (default 20 s: the SRI's test service is slow at times). */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

export function createSriClient({
  endpoints,
  timeoutMs = 20_000,
  fetch = globalThis.fetch,
}: SriClientOptions): SriClient {
  async function post(url: string, envelope: string): Promise<string> {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: '""' },
        body: envelope,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      const reason =
        err instanceof Error && err.name === 'TimeoutError'
          ? `sin respuesta en ${timeoutMs} ms`
          : String((err as Error)?.message ?? err);
      throw new SriUnavailableError(`SRI no disponible (${url}): ${reason}`);
    }
    const body = await response.text().catch(() => '');
    // A SOAP fault comes with a 500 and is a real answer; anything else 5xx is the service being down.
    if (response.status >= 500 && !body.includes('Fault')) {
      throw new SriUnavailableError(`SRI respondió ${response.status} (${url})`);
    }
    if (response.status >= 400 && response.status < 500) {
      throw new SriFormatError(`SRI respondió ${response.status} (${url})`);
    }
    return body;
  }

  return {
    async send(signedXml) {
      return parseReceptionAnswer(await post(endpoints.reception, receptionEnvelope(signedXml)));
    },
    async authorization(accessKey) {
      return parseAuthorizationAnswer(await post(endpoints.authorization, authorizationEnvelope(accessKey)));
    },
  };
}
