import type { ListingDocument } from '@traspasa/shared/businesses';
import { api } from '@/lib/api-client';
import { uploadWithProgress } from '@/lib/upload';

// A listing's photos and private documents (the server's business-media module).

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
