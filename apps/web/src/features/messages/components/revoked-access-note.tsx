import { BanIcon } from 'lucide-react';

/**
 * Under the header of a conversation whose listing access the seller revoked (decision 062):
 * the messages stay as a record, the buyer can no longer write about that listing.
 */
export function RevokedAccessNote({ sellerSide, title }: { sellerSide: boolean; title: string | null }) {
  const listing = title ? `«${title}»` : 'el negocio de esta conversación';
  return (
    <p
      role="note"
      className="flex shrink-0 items-start gap-2 border-b border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900 sm:px-4"
    >
      <BanIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        <strong className="font-semibold">Acceso revocado.</strong>{' '}
        {sellerSide
          ? `Revocaste el acceso de este comprador a ${listing}. La conversación se conserva como registro.`
          : `El vendedor revocó tu acceso a ${listing}. Los mensajes anteriores se conservan.`}
      </span>
    </p>
  );
}
