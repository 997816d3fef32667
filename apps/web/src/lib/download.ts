import { apiRequest } from '@/lib/api-client';

function fileNameFrom(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      // fall through
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain?.[1] ?? fallback;
}

/**
 * Downloads a private file (certificates, NDA and offer PDFs, uploaded documents) through the API
 * client, so the session header goes along and a refusal arrives as an ApiError with
 * the server's Spanish message instead of a page of JSON.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const res = await apiRequest('GET', path, undefined, { headers: { Accept: '*/*' } });
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameFrom(res.headers.get('Content-Disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
