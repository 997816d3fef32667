// Browser-only: decode a chosen photo and measure it (size and light) for the hints of
// image-checks.ts. The photo is drawn on a small canvas and never leaves the device here.
import { averageLuminance, type PhotoFacts, sampleSize } from './image-checks';

export class PhotoDecodeError extends Error {
  override readonly name = 'PhotoDecodeError';
}

export async function analyzePhoto(blob: Blob): Promise<PhotoFacts> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(blob);
  } catch {
    throw new PhotoDecodeError('No pudimos abrir esta foto. Prueba con otra en JPG, PNG o WebP.');
  }
  try {
    const { width, height } = bitmap;
    const sample = sampleSize(width, height);
    const canvas = document.createElement('canvas');
    canvas.width = sample.width;
    canvas.height = sample.height;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return { width, height, luminance: null };
    context.drawImage(bitmap, 0, 0, sample.width, sample.height);
    const { data } = context.getImageData(0, 0, sample.width, sample.height);
    return { width, height, luminance: averageLuminance(data) };
  } finally {
    bitmap.close();
  }
}

/** A still of the video's current frame as a JPEG file, at the camera's own resolution. */
export function snapshotVideo(video: HTMLVideoElement, name: string): Promise<File> {
  return new Promise((resolve, reject) => {
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const context = canvas.getContext('2d');
    if (!context || canvas.width === 0) {
      reject(new Error('La cámara todavía no muestra imagen. Espera un momento y vuelve a intentarlo.'));
      return;
    }
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    canvas.toBlob(
      (blob) =>
        blob
          ? resolve(new File([blob], name, { type: 'image/jpeg', lastModified: Date.now() }))
          : reject(new Error('No pudimos tomar la foto. Vuelve a intentarlo.')),
      'image/jpeg',
      0.92,
    );
  });
}

/** Why the camera could not start, in Spanish, with what to do instead. */
export function cameraErrorMessage(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'No diste permiso para usar la cámara. Puedes permitirlo en la configuración del navegador o elegir un archivo.';
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'No encontramos una cámara en este equipo. Elige un archivo con la foto.';
    case 'NotReadableError':
    case 'AbortError':
      return 'La cámara está ocupada por otra aplicación. Ciérrala e inténtalo de nuevo, o elige un archivo.';
    default:
      return 'No pudimos abrir la cámara. Elige un archivo con la foto.';
  }
}

/** Whether this browser can open a camera from the page (HTTPS or localhost only). */
export function canUseCamera(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}
