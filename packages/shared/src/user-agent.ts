// A short, readable name for a user agent ("Chrome 126 en Windows"), for the NDA evidence
// shown on screen and printed in the certificate; the full string is always kept beside it.

export function browserLabel(
  userAgent: string | null | undefined,
  unknown = 'Navegador no registrado',
): string {
  if (!userAgent || userAgent.trim() === '') return unknown;
  const ua = userAgent;
  const version = (re: RegExp) => ua.match(re)?.[1]?.split('.')[0];
  const browsers: Array<[string, RegExp]> = [
    ['Edge', /Edg(?:e|A|iOS)?\/([\d.]+)/],
    ['Opera', /(?:OPR|Opera)\/([\d.]+)/],
    ['Samsung Internet', /SamsungBrowser\/([\d.]+)/],
    ['Firefox', /(?:Firefox|FxiOS)\/([\d.]+)/],
    ['Chrome', /(?:Chrome|CriOS)\/([\d.]+)/],
    ['Safari', /Version\/([\d.]+).*Safari\//],
  ];
  let browser: string | undefined;
  for (const [name, re] of browsers) {
    if (re.test(ua)) {
      const v = version(re);
      browser = v ? `${name} ${v}` : name;
      break;
    }
  }
  if (!browser) {
    if (/curl\//i.test(ua)) browser = 'curl';
    else if (/bot|crawler|spider/i.test(ua)) browser = 'Robot';
    else if (/node|undici|axios|lightmyrequest/i.test(ua)) browser = 'Cliente programático';
  }
  const os = /iPhone|iPad|iPod/.test(ua)
    ? 'iOS'
    : /Android/.test(ua)
      ? 'Android'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /CrOS/.test(ua)
            ? 'ChromeOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : undefined;
  if (browser && os) return `${browser} en ${os}`;
  if (browser) return browser;
  if (os) return `Navegador desconocido en ${os}`;
  return 'Navegador desconocido';
}
