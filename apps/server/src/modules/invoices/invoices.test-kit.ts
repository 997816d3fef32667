// For tests of SRI documents (decision 092): validation against the SRI's own XSDs (from
// ../shared/reference/sri beside the repository) with xmllint-wasm and no network, and a
// throw-away PKCS#12 certificate made at test time.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';
import { serverDir } from '../../paths.ts';
import { makeSelfSignedP12 } from './invoice-signing.service.ts';

const repoRoot = path.resolve(serverDir, '../..');
export const SRI_REFERENCE_DIR = path.resolve(repoRoot, '../shared/reference/sri');
const DSIG_STUB = path.join(serverDir, 'test/fixtures/sri/xmldsig-core-schema.xsd');
export const DSIG_URL = 'http://www.w3.org/TR/2002/REC-xmldsig-core-20020212/xmldsig-core-schema.xsd#';
export const DSIG_LOCAL = 'xmldsig-core-schema.xsd';

/**
 * The SRI's XSD of a kind as the tests use it: the published file byte for byte, except the
 * xmldsig import pointed at the local stub (as the reference README prescribes) and, for the
 * notaCredito file, the blank line before its XML declaration, which the XML parser refuses
 * (decision 092). Nothing else is changed: the factura's formaPago stays 01–15.
 */
export function sriSchema(kind: 'factura' | 'notaCredito'): string {
  const published = publishedSriSchema(kind).trimStart();
  if (!published.includes(DSIG_URL)) throw new Error(`${kind}: the xmldsig import is not where expected`);
  return published.replace(DSIG_URL, DSIG_LOCAL);
}

/** The file as the SRI publishes it, from ../shared/reference/sri. */
export function publishedSriSchema(kind: 'factura' | 'notaCredito'): string {
  const file = kind === 'factura' ? 'factura_V1.1.0.xsd' : 'notaCredito_V1.1.0.xsd';
  return readFileSync(path.join(SRI_REFERENCE_DIR, file), 'utf8');
}

/** xmllint's verdict on `xml` against the SRI's XSD of its kind: errors are empty when valid. */
export async function validateSriXml(xml: string, kind: 'factura' | 'notaCredito') {
  const result = await validateXML({
    xml: [{ fileName: 'document.xml', contents: xml }],
    schema: [{ fileName: `${kind}.xsd`, contents: sriSchema(kind) }],
    preload: [{ fileName: DSIG_LOCAL, contents: readFileSync(DSIG_STUB, 'utf8') }],
    modifyArguments: (args) => ['--nonet', ...args],
  });
  return { valid: result.valid, errors: result.errors.map((e) => e.message) };
}

/** A throw-away PKCS#12 made at test time, with its certificate (PEM) to verify signatures. */
export function makeTestP12(password = 'clave-de-prueba') {
  const made = makeSelfSignedP12('FIRMA DE PRUEBA', password);
  return { ...made, password };
}
