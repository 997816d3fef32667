/** The date line under a listing's title: "Publicado el" only for a listing buyers can see. */
export function listingDateLabel(status: string | null | undefined): string {
  return status === 'approved' || status === 'sold' || !status ? 'Publicado el' : 'Creado el';
}
