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
const DSIG_URL = 'http://www.w3.org/TR/2002/REC-xmldsig-core-20020212/xmldsig-core-schema.xsd#';

/**
 * The one change made to the published factura XSD besides the import: its formaPago type
 * predates table 24 of the ficha técnica and stops at 15, while the SRI takes 16 to 21
 * (tarjeta de débito, de crédito, otros con utilización del sistema financiero…; decision 092).
 */
const FORMA_PAGO_PUBLISHED = '<xsd:pattern value="[0][1-9]"/>\n\t\t\t<xsd:pattern value="[1][0-5]"/>';
const FORMA_PAGO_TABLE_24 =
  '<xsd:pattern value="[0][1-9]"/>\n\t\t\t<xsd:pattern value="[1][0-9]"/>\n\t\t\t<xsd:pattern value="[2][0-1]"/>';

export function sriSchema(kind: 'factura' | 'notaCredito'): string {
  const file = kind === 'factura' ? 'factura_V1.1.0.xsd' : 'notaCredito_V1.1.0.xsd';
  // The published notaCredito file starts with a blank line before its XML declaration.
  const published = readFileSync(path.join(SRI_REFERENCE_DIR, file), 'utf8').trimStart();
  if (!published.includes(DSIG_URL)) throw new Error(`${file}: the xmldsig import is not where expected`);
  let schema = published.replace(DSIG_URL, 'xmldsig-core-schema.xsd');
  if (kind === 'factura') {
    if (!schema.includes(FORMA_PAGO_PUBLISHED)) throw new Error(`${file}: formaPago is not as published`);
    schema = schema.replace(FORMA_PAGO_PUBLISHED, FORMA_PAGO_TABLE_24);
  }
  return schema;
}

/** xmllint's verdict on `xml` against the SRI's XSD of its kind: errors are empty when valid. */
export async function validateSriXml(xml: string, kind: 'factura' | 'notaCredito') {
  const result = await validateXML({
    xml: [{ fileName: 'document.xml', contents: xml }],
    schema: [{ fileName: `${kind}.xsd`, contents: sriSchema(kind) }],
    preload: [{ fileName: 'xmldsig-core-schema.xsd', contents: readFileSync(DSIG_STUB, 'utf8') }],
    modifyArguments: (args) => ['--nonet', ...args],
  });
  return { valid: result.valid, errors: result.errors.map((e) => e.message) };
}

/** A throw-away PKCS#12 made at test time, with its certificate (PEM) to verify signatures. */
export function makeTestP12(password = 'clave-de-prueba') {
  const made = makeSelfSignedP12('FIRMA DE PRUEBA', password);
  return { ...made, password };
}
