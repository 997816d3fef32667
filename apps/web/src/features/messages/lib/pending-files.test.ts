import type { MessageAttachment } from '@traspasa/shared/messages';
import { describe, expect, it } from 'vitest';
import { attachmentProblem, formatFileSize, messagePreview } from './attachment-files';
import { acceptPicked, checkSend, type PendingFile } from './pending-files';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 1000) => ({ name, type, size }) as File;
let keys = 0;
const make = (f: File): PendingFile => ({
  key: ++keys,
  file: f,
  previewUrl: null,
  status: 'uploading',
  progress: 0,
  error: null,
  attachment: null,
});
const attachment = (id: string, kind: 'image' | 'pdf' = 'image', name = 'foto.webp'): MessageAttachment => ({
  id,
  kind,
  name,
  size: 2048,
  width: kind === 'image' ? 800 : null,
  height: kind === 'image' ? 600 : null,
  url: `/api/messages/attachments/${id}`,
  thumbnailUrl: kind === 'image' ? `/api/messages/attachments/${id}?size=thumb` : null,
});
const done = (a: MessageAttachment): PendingFile => ({
  ...make(file(a.name, 'image/jpeg')),
  status: 'done',
  attachment: a,
});

describe('picking files', () => {
  it('takes photos and PDFs, refuses other types and oversized files with the reason', () => {
    const picked = [
      file('local.jpg', 'image/jpeg'),
      file('balance.pdf', 'application/pdf'),
      file('planilla.xlsx', 'application/vnd.ms-excel'),
      file('enorme.png', 'image/png', 11 * MB),
      file('grande.pdf', 'application/pdf', 21 * MB),
    ];
    const { accepted, problem } = acceptPicked([], picked, make);
    expect(accepted.map((p) => p.file.name)).toEqual(['local.jpg', 'balance.pdf']);
    expect(problem).toContain('«planilla.xlsx» no es una foto (JPG, PNG o WebP) ni un PDF.');
    expect(problem).toContain('«enorme.png» pesa más de 10 MB');
    expect(problem).toContain('«grande.pdf» pesa más de 20 MB');
  });

  it('never holds more than 5 files', () => {
    const held = [1, 2, 3, 4].map((n) => make(file(`f${n}.jpg`, 'image/jpeg')));
    const { accepted, problem } = acceptPicked(
      held,
      [file('a.jpg', 'image/jpeg'), file('b.jpg', 'image/jpeg')],
      make,
    );
    expect(accepted.map((p) => p.file.name)).toEqual(['a.jpg']);
    expect(problem).toBe('Puedes enviar hasta 5 archivos por mensaje.');
  });

  it('knows a photo without a declared type by its name, and an empty file', () => {
    expect(attachmentProblem(file('foto.WEBP', ''))).toBeNull();
    expect(attachmentProblem(file('vacío.pdf', 'application/pdf', 0))).toBe('«vacío.pdf» está vacío.');
  });
});

describe('sending', () => {
  it('waits for uploads, sends files alone or with text, ignores failed ones', () => {
    const photo = attachment('3f1c2a4e-8b7d-4c6e-9a5b-1d2e3f4a5b6c');
    expect(checkSend('hola', [make(file('a.jpg', 'image/jpeg'))])).toEqual({
      ok: false,
      problem: 'Espera a que terminen de subir los archivos.',
    });
    expect(checkSend('   ', [done(photo)])).toEqual({ ok: true, content: '', attachments: [photo] });
    const failed: PendingFile = { ...make(file('b.pdf', 'application/pdf')), status: 'failed', error: 'x' };
    expect(checkSend(' Te envío el balance ', [done(photo), failed])).toEqual({
      ok: true,
      content: 'Te envío el balance',
      attachments: [photo],
    });
    expect(checkSend('', [failed])).toEqual({
      ok: false,
      problem: 'Quita los archivos que no se subieron o vuelve a intentarlo.',
    });
    expect(checkSend('', [])).toEqual({ ok: false, problem: 'Escribe un mensaje o adjunta un archivo' });
  });
});

describe('sizes and previews in Spanish', () => {
  it('writes sizes with a decimal comma', () => {
    expect(formatFileSize(900)).toBe('900 B');
    expect(formatFileSize(850 * 1024)).toBe('850 KB');
    expect(formatFileSize(1.25 * MB)).toBe('1,3 MB');
  });

  it('shows the text, else what the message carries', () => {
    const pdf = attachment('a', 'pdf', 'Balance 2025.pdf');
    expect(messagePreview({ content: 'Hola\n¿qué tal?', attachments: [pdf] })).toBe('Hola ¿qué tal?');
    expect(messagePreview({ content: '', attachments: [attachment('b')] })).toBe('Foto');
    expect(messagePreview({ content: '', attachments: [pdf] })).toBe('Balance 2025.pdf');
    expect(messagePreview({ content: '', attachments: [attachment('b'), attachment('c')] })).toBe('2 fotos');
    expect(messagePreview({ content: '', attachments: [attachment('b'), pdf] })).toBe('2 archivos');
    expect(messagePreview({ content: '', attachments: [] })).toBe('Archivo eliminado');
  });
});
