import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { IdentityImageKind } from '@traspasa/shared/identity';
import { useEffect, useState } from 'react';
import { apiRequest } from '@/lib/api-client';
import { ADMIN_IDENTITY_BASE, IDENTITY_BASE, identityKeys } from './keys';

// An ID image is read through an authorised endpoint with the session header, never as a
// public URL, and each admin read is logged by the server (decision 100). So an image is
// fetched once while its screen is open — not again on focus, not retried by itself — and
// dropped from memory when the screen closes: opening the request again is a new, logged view.
const imageQueryOptions = {
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: 0,
  retry: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
} as const;

async function fetchImage(path: string, signal: AbortSignal): Promise<Blob> {
  const res = await apiRequest('GET', path, undefined, { signal, headers: { Accept: 'image/*' } });
  return res.blob();
}

/** An object URL for a fetched image, revoked when the image or the component goes away. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

/** One image of a request, for the reviewer (GET …/:id/images/:kind; each read is logged). */
export function useAdminIdentityImage(id: number, kind: IdentityImageKind, enabled = true) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...imageQueryOptions,
    queryKey: identityKeys.adminImage(id, kind),
    queryFn: ({ signal }) => fetchImage(`${ADMIN_IDENTITY_BASE}/${id}/images/${kind}`, signal),
    enabled,
  });
  // The read is now in the request's history: show it there.
  useEffect(() => {
    if (query.data) void queryClient.invalidateQueries({ queryKey: identityKeys.adminDetail(id) });
  }, [query.data, queryClient, id]);
  return { ...query, url: useObjectUrl(query.data) };
}

/** One of the person's own images while they are kept (GET /api/identity-verifications/me/images/:kind). */
export function useMyIdentityImage(requestId: number, kind: IdentityImageKind, enabled: boolean) {
  const query = useQuery({
    ...imageQueryOptions,
    queryKey: identityKeys.myImage(requestId, kind),
    queryFn: ({ signal }) => fetchImage(`${IDENTITY_BASE}/me/images/${kind}`, signal),
    enabled,
  });
  return { ...query, url: useObjectUrl(query.data) };
}
