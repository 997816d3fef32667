import { describe, expect, it } from 'vitest';
import { sanitiseDocumentName } from './business-documents.service.ts';
import { parseDocumentEntry } from './listing-files.rules.ts';

describe('sanitiseDocumentName', () => {
  it('keeps a readable Spanish name and always ends in .pdf', () => {
    expect(sanitiseDocumentName('Balance general 2024.PDF')).toBe('Balance general 2024.pdf');
    expect(sanitiseDocumentName('Declaración de impuestos ñandú')).toBe('Declaración de impuestos ñandú.pdf');
  });

  it('drops paths, dots and control characters that could address another file', () => {
    expect(sanitiseDocumentName('../../etc/passwd')).toBe('passwd.pdf');
    expect(sanitiseDocumentName('C:\\Users\\ana\\contrato.pdf')).toBe('contrato.pdf');
    expect(sanitiseDocumentName('..')).toBe('documento.pdf');
    expect(sanitiseDocumentName('.pdf')).toBe('documento.pdf');
    expect(sanitiseDocumentName('')).toBe('documento.pdf');
    expect(sanitiseDocumentName('a\u0000b\r\nc<script>.pdf')).toBe('a-b-c-script.pdf');
    expect(sanitiseDocumentName('...oculto..pdf')).toBe('oculto.pdf');
  });

  it('limits the length', () => {
    expect(sanitiseDocumentName(`${'x'.repeat(500)}.pdf`)).toHaveLength(104);
  });
});

describe('parseDocumentEntry', () => {
  it('splits `<uuid>/<name>`', () => {
    expect(parseDocumentEntry('0b8e8a7e-7f1e-4e53-9f5f-0d6a1c2b3c4d/Balance.pdf')).toEqual({
      id: '0b8e8a7e-7f1e-4e53-9f5f-0d6a1c2b3c4d',
      name: 'Balance.pdf',
    });
  });
});
