import { resourceTypeLabels } from '@traspasa/shared/content';

const TYPE_LABELS: Record<string, string> = {
  ...resourceTypeLabels,
  article: 'Artículo',
  guide: 'Guía',
  template: 'Plantilla',
  video: 'Video',
  tool: 'Herramienta',
  checklist: 'Lista de verificación',
  ebook: 'Libro digital',
  podcast: 'Podcast',
  link: 'Enlace',
};

/** Spanish label for a resource type; unknown types are shown as given. */
export function resourceTypeLabel(type: string | null | undefined): string {
  if (!type) return 'Recurso';
  return TYPE_LABELS[type.toLowerCase()] ?? type.charAt(0).toUpperCase() + type.slice(1);
}

/** Only http(s) links are ever rendered as external links. */
export function safeExternalUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}
