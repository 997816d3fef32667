import type { IdentityImageKind, MyIdentityVerification } from '@traspasa/shared/identity';
import { ImageIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useMyIdentityImage } from '../api/get-identity-image';
import { identityErrorMessage } from '../lib/errors';
import { imageKindLabels } from '../lib/labels';

function OwnImage({ requestId, kind }: { requestId: number; kind: IdentityImageKind }) {
  const image = useMyIdentityImage(requestId, kind, true);
  const label = imageKindLabels[kind];
  return (
    <li className="grid gap-1.5">
      <div className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded-lg border bg-muted">
        {image.url ? (
          <img src={image.url} alt={`Tu foto: ${label.toLowerCase()}`} className="size-full object-contain" />
        ) : image.isError ? (
          <p className="p-3 text-center text-xs text-destructive">
            {identityErrorMessage(image.error, 'No pudimos mostrar esta foto.')}
          </p>
        ) : (
          <Skeleton className="size-full" />
        )}
      </div>
      <p className="text-sm font-medium">{label}</p>
    </li>
  );
}

/** The person's own photos while they are kept (their right of access), loaded only on request. */
export function MyIdentityPhotos({ verification }: { verification: MyIdentityVerification }) {
  const [open, setOpen] = useState(false);
  const kinds: IdentityImageKind[] =
    verification.documentType === 'pasaporte' ? ['front', 'selfie'] : ['front', 'back', 'selfie'];
  if (!open) {
    return (
      <Button variant="outline" className="w-full sm:w-fit" onClick={() => setOpen(true)}>
        <ImageIcon aria-hidden="true" />
        Ver las fotos que enviaste
      </Button>
    );
  }
  return (
    <section aria-label="Las fotos que enviaste" className="grid gap-3">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {kinds.map((kind) => (
          <OwnImage key={kind} requestId={verification.id} kind={kind} />
        ))}
      </ul>
      <Button variant="ghost" className="w-fit" onClick={() => setOpen(false)}>
        Ocultar las fotos
      </Button>
    </section>
  );
}
