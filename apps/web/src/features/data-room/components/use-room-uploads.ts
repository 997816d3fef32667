import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { requestErrorMessage } from '@/lib/request-error';
import { dataRoomKeys } from '../api/keys';
import { uploadRoomFile, uploadRoomFileVersion } from '../api/room';

export type RoomUpload = { key: string; name: string; progress: number; error?: string };

/** The server's limit per file (decision 172 keeps decision 042's 20 MB). */
const MAX_BYTES = 20 * 1024 * 1024;

/**
 * Uploads to the room one file after the other, with a progress bar each: new files of a folder,
 * or a new version of one file. Each answer is the whole room, which replaces the cached one.
 */
export function useRoomUploads(businessId: number) {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<RoomUpload[]>([]);
  const patch = (key: string, p: Partial<RoomUpload>) =>
    setItems((list) => list.map((u) => (u.key === key ? { ...u, ...p } : u)));

  const add = async (files: File[], to: { folderId: number } | { fileId: number }) => {
    const batch = files.map((file, i) => ({
      key: `${Date.now()}-${i}-${file.name}`,
      name: file.name,
      progress: 0,
    }));
    setItems((prev) => [...prev.filter((u) => u.error), ...batch]);
    for (const [i, file] of files.entries()) {
      const item = batch[i]!;
      if (file.size > MAX_BYTES) {
        patch(item.key, { error: `No pudimos subir «${file.name}»: supera los 20 MB.` });
        continue;
      }
      try {
        const onProgress = (progress: number) => patch(item.key, { progress });
        const room =
          'folderId' in to
            ? await uploadRoomFile(businessId, to.folderId, file, onProgress)
            : await uploadRoomFileVersion(businessId, to.fileId, file, onProgress);
        queryClient.setQueryData(dataRoomKeys.room(businessId), room);
        setItems((list) => list.filter((u) => u.key !== item.key));
      } catch (error) {
        patch(item.key, { error: requestErrorMessage(error, `No pudimos subir «${file.name}».`) });
      }
    }
  };

  return { items, add };
}
