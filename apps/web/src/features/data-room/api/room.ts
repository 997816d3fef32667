import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateDataRoomFolderInput,
  DataRoomActivityResponse,
  DataRoomResponse,
  DataRoomViewEventsInput,
  UpdateDataRoomFolderInput,
} from '@traspasa/shared/data-room';
import { api } from '@/lib/api-client';
import { sessionHeaders } from '@/lib/session-token';
import { uploadWithProgress } from '@/lib/upload';
import { dataRoomKeys, roomUrl } from './keys';

/** GET /api/businesses/:id/data-room: the folders the reader may see (all of them for the seller). */
export function useDataRoom(businessId: number) {
  return useQuery({
    queryKey: dataRoomKeys.room(businessId),
    queryFn: ({ signal }) => api.get<DataRoomResponse>(roomUrl(businessId), { signal }),
    retry: (count, error) => count < 1 && !(error && 'status' in error && error.status === 404),
  });
}

/** GET /api/businesses/:id/data-room/activity (seller and admins). */
export function useDataRoomActivity(businessId: number, enabled = true) {
  return useQuery({
    queryKey: dataRoomKeys.activity(businessId),
    queryFn: ({ signal }) => api.get<DataRoomActivityResponse>(`${roomUrl(businessId)}/activity`, { signal }),
    enabled,
  });
}

/** Every change of the builder answers the whole room, which replaces the cached one. */
function useRoomChange<Vars>(businessId: number, send: (vars: Vars) => Promise<DataRoomResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (room) => queryClient.setQueryData(dataRoomKeys.room(businessId), room),
    onError: () => queryClient.invalidateQueries({ queryKey: dataRoomKeys.room(businessId) }),
  });
}

export function useCreateFolder(businessId: number) {
  return useRoomChange(businessId, (input: CreateDataRoomFolderInput) =>
    api.post<DataRoomResponse>(`${roomUrl(businessId)}/folders`, input),
  );
}

export function useUpdateFolder(businessId: number) {
  return useRoomChange(
    businessId,
    ({ folderId, ...input }: UpdateDataRoomFolderInput & { folderId: number }) =>
      api.patch<DataRoomResponse>(`${roomUrl(businessId)}/folders/${folderId}`, input),
  );
}

export function useDeleteFolder(businessId: number) {
  return useRoomChange(businessId, (folderId: number) =>
    api.delete<DataRoomResponse>(`${roomUrl(businessId)}/folders/${folderId}`),
  );
}

export function useReorderFolders(businessId: number) {
  return useRoomChange(businessId, (folderIds: number[]) =>
    api.put<DataRoomResponse>(`${roomUrl(businessId)}/folders/order`, { folderIds }),
  );
}

export function useDeleteFile(businessId: number) {
  return useRoomChange(businessId, (fileId: number) =>
    api.delete<DataRoomResponse>(`${roomUrl(businessId)}/files/${fileId}`),
  );
}

/** POST …/folders/:folderId/files (multipart `file`): a new file of the folder. */
export const uploadRoomFile = (
  businessId: number,
  folderId: number,
  file: File,
  onProgress: (percent: number) => void,
) =>
  uploadWithProgress<DataRoomResponse>(`${roomUrl(businessId)}/folders/${folderId}/files`, file, onProgress);

/** POST …/files/:fileId/versions (multipart `file`): a new version; the old one stays, superseded. */
export const uploadRoomFileVersion = (
  businessId: number,
  fileId: number,
  file: File,
  onProgress: (percent: number) => void,
) =>
  uploadWithProgress<DataRoomResponse>(`${roomUrl(businessId)}/files/${fileId}/versions`, file, onProgress);

/**
 * POST …/files/:fileId/view-events: the time the buyer spent on each page. `keepalive`, so the last report
 * still leaves when the tab closes.
 */
export async function sendViewEvents(
  businessId: number,
  fileId: number,
  input: DataRoomViewEventsInput,
): Promise<void> {
  await fetch(`${roomUrl(businessId)}/files/${fileId}/view-events`, {
    method: 'POST',
    credentials: 'include',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...sessionHeaders() },
    body: JSON.stringify(input),
  });
}
