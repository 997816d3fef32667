import { queryOptions } from '@tanstack/react-query';
import type { BusinessDetail, ListingDocument } from '@traspasa/shared/businesses';
import type {
  CreateBusinessInput,
  OwnBusiness,
  SubmitBusinessInput,
  UpdateBusinessInput,
} from '@traspasa/shared/listings';
import { api } from '@/lib/api-client';
import { retryAtMost } from '@/lib/query-client';
import { uploadWithProgress } from '@/lib/upload';

export const ownBusinessKey = (id: string | number) => ['/api/businesses', 'own', String(id)] as const;

/**
 * The listing as its seller or an admin sees it (GET /api/businesses/:id carries the private
 * fields for them); anyone else gets the public detail, which the editor refuses.
 */
export function ownBusinessQueryOptions(id: string | number) {
  return queryOptions({
    queryKey: ownBusinessKey(id),
    queryFn: ({ signal }) =>
      api.get<OwnBusiness | BusinessDetail>(`/api/businesses/${encodeURIComponent(String(id))}`, { signal }),
    staleTime: 30_000,
    retry: retryAtMost(1),
  });
}

/**
 * Creates the draft. The form sends one `Idempotency-Key` for every attempt until one
 * succeeds, so an answer lost to the network never leaves two drafts (decision 080).
 */
export const createBusiness = (input: CreateBusinessInput, idempotencyKey: string) =>
  api.post<OwnBusiness>('/api/businesses', input, { headers: { 'Idempotency-Key': idempotencyKey } });
export const updateBusiness = (id: number, input: UpdateBusinessInput) =>
  api.patch<OwnBusiness>(`/api/businesses/${id}`, input);
/** `confirmFigures`: the seller saw the figure warnings of the review step and kept the figures. */
export const submitBusiness = (id: number, input: SubmitBusinessInput = {}) =>
  api.post<OwnBusiness>(`/api/businesses/${id}/submit`, input);

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export type ImagesResponse = { images: string[] };
export type DocumentsResponse = { documents: ListingDocument[] };

export const uploadImage = (id: number, file: File, onProgress: (p: number) => void) =>
  uploadWithProgress<ImagesResponse>(`/api/businesses/${id}/images`, file, onProgress);
export const deleteImage = (id: number, imageId: string) =>
  api.delete<ImagesResponse>(`/api/businesses/${id}/images/${encodeURIComponent(imageId)}`);
export const reorderImages = (id: number, images: string[]) =>
  api.put<ImagesResponse>(`/api/businesses/${id}/images/order`, { images });
export const uploadDocument = (id: number, file: File, onProgress: (p: number) => void) =>
  uploadWithProgress<DocumentsResponse>(`/api/businesses/${id}/documents`, file, onProgress);

/** A Spanish sentence for any failure of these calls. */
export { listingErrorMessage } from './listing-error-message';
