import { browserLabel } from '@traspasa/shared/user-agent';

export const UNKNOWN_AGENT = 'Sin registrar';

/**
 * The device and browser family of a sign-in's user agent, for the user metrics:
 * "Móvil" / "Tableta" / "Computadora" and the browser's name without its version.
 */
export function agentFamily(userAgent: string | null | undefined): { device: string; browser: string } {
  if (!userAgent || userAgent.trim() === '') return { device: UNKNOWN_AGENT, browser: UNKNOWN_AGENT };
  const device = /iPad|Tablet|Android(?!.*Mobile)/i.test(userAgent)
    ? 'Tableta'
    : /Mobi|iPhone|iPod|Android/i.test(userAgent)
      ? 'Móvil'
      : /bot|crawl|spider|curl\/|node|undici|axios|lightmyrequest/i.test(userAgent)
        ? 'Otro'
        : 'Computadora';
  const label = browserLabel(userAgent, UNKNOWN_AGENT);
  const browser = (label.split(' en ')[0] ?? label).replace(/ \d+$/, '');
  return { device, browser };
}
