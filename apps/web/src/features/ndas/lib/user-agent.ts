/** "Chrome 131 en Windows" from a user-agent string, for evidence tables (the full string goes in a title). */
export function browserLabel(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Navegador no registrado';
  const ua = userAgent;
  const browser =
    /Edg\/(\d+)/.exec(ua)?.[1] !== undefined
      ? `Edge ${/Edg\/(\d+)/.exec(ua)?.[1]}`
      : /OPR\/(\d+)/.test(ua)
        ? `Opera ${/OPR\/(\d+)/.exec(ua)?.[1]}`
        : /Firefox\/(\d+)/.test(ua)
          ? `Firefox ${/Firefox\/(\d+)/.exec(ua)?.[1]}`
          : /(?:Chrome|CriOS)\/(\d+)/.test(ua)
            ? `Chrome ${/(?:Chrome|CriOS)\/(\d+)/.exec(ua)?.[1]}`
            : /Version\/(\d+).*Safari/.test(ua)
              ? `Safari ${/Version\/(\d+)/.exec(ua)?.[1]}`
              : null;
  const os = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : null;
  if (browser && os) return `${browser} en ${os}`;
  return browser ?? os ?? (ua.length > 40 ? `${ua.slice(0, 40)}…` : ua);
}
