/** Move one item from `from` to `to` (a new array; out-of-range moves return a copy). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  if (from < 0 || from >= copy.length || to < 0 || to >= copy.length || from === to) return copy;
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item as T);
  return copy;
}

/** The image id the API wants: the uuid before "-gallery.webp" in the file name. */
export function imageIdFromUrl(url: string): string {
  const file = url.split('?')[0]?.split('/').pop() ?? '';
  return file.replace(/-(gallery|card)\.webp$/i, '').replace(/\.[a-z0-9]+$/i, '');
}

export function thumbUrl(url: string): string {
  return url.replace(/-gallery\.webp(\?|#|$)/, '-card.webp$1');
}
