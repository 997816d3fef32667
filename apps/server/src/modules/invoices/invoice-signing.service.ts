// XAdES-BES signing of SRI documents (decision 092) with ec-sri-invoice-signer: RSA-SHA1 and
// SHA-1 digests, SignedProperties with SigningTime and SigningCertificate, KeyInfo with the
// X509 certificate, enveloped in the document, as the SRI's ficha técnica asks. The issuer's
// PKCS#12 comes from SRI_P12_PATH; without it a demo certificate is made once and kept in
// the database (app_secrets), so `npm start` signs offline.
import { readFile } from 'node:fs/promises';
import { signCreditNoteXml, signInvoiceXml } from 'ec-sri-invoice-signer';
import forge from 'node-forge';
import type { SriSettings } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { readDemoCertificate, storeDemoCertificate } from './invoices.repository.ts';

export interface SigningCertificate {
  p12: Buffer;
  password: string;
}

const DEMO_PASSWORD = 'traspasa-demo';
/** The demo certificate's name, which its signatures carry (X509IssuerName; decision 093). */
export const DEMO_CERTIFICATE_NAME = 'TRASPASA DEMO - SIN VALIDEZ TRIBUTARIA';

/**
 * A self-signed RSA-2048 certificate in a PKCS#12 protected by `password`: the demo
 * certificate, and the tests' throw-away one. Never accepted by the SRI.
 */
export function makeSelfSignedP12(commonName: string, password: string) {
  const keys = forge.pki.rsa.generateKeyPair({ bits: 2048, e: 0x10001 });
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  // Positive (first byte below 0x80), as the signer reads the serial as an unsigned number.
  cert.serialNumber = `01${forge.util.bytesToHex(forge.random.getBytesSync(8))}`;
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 10 * 365 * 86_400_000);
  const attrs = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: 'Traspasa' },
    { name: 'countryName', value: 'EC' },
  ];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.setExtensions([{ name: 'keyUsage', digitalSignature: true, nonRepudiation: true }]);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [cert], password, { algorithm: '3des' });
  return {
    p12: Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'),
    certificatePem: forge.pki.certificateToPem(cert),
  };
}

/** The demo certificate: made by the first instance that needs it, then read by every one. */
async function demoCertificate(db: Db): Promise<SigningCertificate> {
  const stored = await readDemoCertificate(db);
  if (stored) return { p12: Buffer.from(stored, 'base64'), password: DEMO_PASSWORD };
  const made = makeSelfSignedP12(DEMO_CERTIFICATE_NAME, DEMO_PASSWORD);
  // Two instances racing both store; one wins and both read its certificate.
  await storeDemoCertificate(db, made.p12.toString('base64'));
  return { p12: Buffer.from((await readDemoCertificate(db))!, 'base64'), password: DEMO_PASSWORD };
}

/** Reads the certificate once per app: the issuer's file, or the demo one. */
export function certificateSource(db: Db, sri: SriSettings): () => Promise<SigningCertificate> {
  let pending: Promise<SigningCertificate> | null = null;
  return () => {
    pending ??= (
      sri.p12
        ? readFile(sri.p12.path).then((p12) => ({ p12, password: sri.p12!.password }))
        : demoCertificate(db)
    ).catch((err: unknown) => {
      pending = null;
      throw err;
    });
    return pending;
  };
}

/** The document with its enveloped XAdES-BES signature. */
export function signDocumentXml(xml: string, docType: string, cert: SigningCertificate): string {
  const sign = docType === '04' ? signCreditNoteXml : signInvoiceXml;
  return sign(xml, cert.p12, { pkcs12Password: cert.password });
}
