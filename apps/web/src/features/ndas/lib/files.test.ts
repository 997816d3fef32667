import { NDA_ID_DOCUMENT_MAX_BYTES, NDA_SIGNED_DOCUMENT_MAX_BYTES } from '@traspasa/shared/ndas';
import { describe, expect, it } from 'vitest';
import { ndaFileError } from './files';

describe('ndaFileError', () => {
  it('accepts PDF, JPEG and PNG within the caps of the contract', () => {
    expect(
      ndaFileError('signedDocument', {
        name: 'a.pdf',
        type: 'application/pdf',
        size: NDA_SIGNED_DOCUMENT_MAX_BYTES,
      }),
    ).toBeNull();
    expect(ndaFileError('idDocumentFront', { name: 'f.jpg', type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(ndaFileError('idDocumentBack', { name: 'b.png', type: '', size: 1000 })).toBeNull();
  });
  it('refuses other types and oversized files in Spanish', () => {
    expect(ndaFileError('signedDocument', { name: 'a.docx', type: 'application/msword', size: 10 })).toMatch(
      /PDF, JPEG ni PNG/,
    );
    expect(
      ndaFileError('idDocumentFront', {
        name: 'f.jpg',
        type: 'image/jpeg',
        size: NDA_ID_DOCUMENT_MAX_BYTES + 1,
      }),
    ).toMatch(/máximo es 10 MB/);
    expect(
      ndaFileError('signedDocument', {
        name: 'a.pdf',
        type: 'application/pdf',
        size: NDA_SIGNED_DOCUMENT_MAX_BYTES + 1,
      }),
    ).toMatch(/máximo es 20 MB/);
  });
});
