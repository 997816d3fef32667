import type { IdentityImageKind } from '@traspasa/shared/identity';
import { LightbulbIcon } from 'lucide-react';
import { type PickedPhoto, requiredPhotos, type WizardField, type WizardState } from '../lib/wizard';
import { PhotoField } from './photo-field';

/** Step 3: front, back (not for a passport) and the selfie holding the document. */
export function PhotosStep({
  state,
  errors,
  onPhoto,
}: {
  state: WizardState;
  errors: Partial<Record<WizardField, string>>;
  onPhoto: (kind: IdentityImageKind, photo: PickedPhoto | null) => void;
}) {
  const kinds = requiredPhotos(state.documentType);
  return (
    <div className="grid gap-5">
      <div className="flex gap-3 rounded-xl border bg-secondary/50 p-4 text-sm leading-6">
        <LightbulbIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <p>
          Busca un lugar con buena luz, sin flash directo. Que el documento se vea entero y que se lean los
          datos. Puedes tomar las fotos con la cámara o elegirlas de tus archivos (JPG, PNG o WebP).
        </p>
      </div>
      <div className={`grid gap-4 sm:grid-cols-2 ${kinds.length === 3 ? 'lg:grid-cols-3' : ''}`}>
        {kinds.map((kind) => (
          <PhotoField
            key={kind}
            kind={kind}
            photo={state.photos[kind]}
            error={errors[kind]}
            onChange={(photo) => onPhoto(kind, photo)}
          />
        ))}
      </div>
    </div>
  );
}
