// The reviewer's reading of the server's assistive checks (decision 100): each line says in
// words what matched, what did not and what could not be read — never only by colour.
import type { IdentityAssist, IdentityDocumentType } from '@traspasa/shared/identity';

export type AssistTone = 'match' | 'mismatch' | 'unknown' | 'warning' | 'working';
export type AssistLine = { key: string; tone: AssistTone; text: string; detail?: string };

export function assistLines(assist: IdentityAssist, documentType: IdentityDocumentType): AssistLine[] {
  const lines: AssistLine[] = [];
  if (assist.duplicateOfUserId !== null) {
    lines.push({
      key: 'duplicate',
      tone: 'warning',
      text: 'Este documento ya verificó otra cuenta',
      detail: `Cuenta n.º ${assist.duplicateOfUserId}. Una persona solo puede verificar una cuenta con el mismo documento.`,
    });
  }
  if (assist.status === 'pending') {
    lines.push({
      key: 'ocr',
      tone: 'working',
      text: 'Leyendo las fotos…',
      detail: 'Vuelve a abrir la solicitud en unos minutos.',
    });
    return lines;
  }
  if (assist.status === 'failed') {
    lines.push({ key: 'ocr', tone: 'unknown', text: 'No se pudieron leer las fotos automáticamente' });
    return lines;
  }
  const read = assist.ocrNumber ? `Leído en la foto: ${assist.ocrNumber}` : undefined;
  if (assist.ocrMatches === true) {
    lines.push({ key: 'ocr', tone: 'match', text: 'El número leído en la foto coincide', detail: read });
  } else if (assist.ocrMatches === false) {
    lines.push({
      key: 'ocr',
      tone: 'mismatch',
      text: 'El número leído en la foto no coincide',
      detail: read,
    });
  } else {
    lines.push({ key: 'ocr', tone: 'unknown', text: 'El número no se pudo leer en la foto' });
  }
  if (assist.mrz) {
    lines.push(
      assist.mrz.valid
        ? { key: 'mrz', tone: 'match', text: 'La zona MRZ es válida (sus dígitos de control cuadran)' }
        : {
            key: 'mrz',
            tone: 'mismatch',
            text: 'La zona MRZ no es válida (sus dígitos de control no cuadran)',
          },
    );
    const mrzRead = [
      assist.mrz.documentNumber ? `Número en la MRZ: ${assist.mrz.documentNumber}` : null,
      assist.mrz.nationality ? `Nacionalidad: ${assist.mrz.nationality}` : null,
    ]
      .filter(Boolean)
      .join(' · ');
    if (assist.mrzMatches === true) {
      lines.push({
        key: 'mrz-match',
        tone: 'match',
        text: 'El número de la MRZ coincide',
        detail: mrzRead || undefined,
      });
    } else if (assist.mrzMatches === false) {
      lines.push({
        key: 'mrz-match',
        tone: 'mismatch',
        text: 'El número de la MRZ no coincide',
        detail: mrzRead || undefined,
      });
    }
  } else if (documentType === 'pasaporte') {
    lines.push({ key: 'mrz', tone: 'unknown', text: 'La zona MRZ del pasaporte no se pudo leer' });
  }
  return lines;
}
