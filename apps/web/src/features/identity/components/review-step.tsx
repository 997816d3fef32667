import { identityDocumentLabels } from '@traspasa/shared/identity';
import { documentNumberHint } from '@traspasa/shared/identity-documents';
import { plural } from '@traspasa/shared/plural';
import { AlertTriangleIcon, EyeIcon, EyeOffIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { photoHints } from '../lib/image-checks';
import { countryName, documentCountryOf, imageKindLabels } from '../lib/labels';
import {
  checkDocument,
  type PickedPhoto,
  requiredPhotos,
  type WizardState,
  type WizardStep,
} from '../lib/wizard';

function Thumb({ photo, label }: { photo: PickedPhoto; label: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const next = URL.createObjectURL(photo.file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [photo.file]);
  const hints = photoHints(photo.facts);
  return (
    <li className="grid gap-1.5">
      <div className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded-lg border bg-muted">
        {url ? <img src={url} alt={label} className="size-full object-contain" /> : null}
      </div>
      <p className="text-sm font-medium">{label}</p>
      {hints.length > 0 ? (
        <p className="flex gap-1.5 text-xs text-amber-900">
          <AlertTriangleIcon className="size-3.5 shrink-0 translate-y-0.5" aria-hidden="true" />
          {plural(hints.length, 'Tiene una sugerencia', `Tiene ${hints.length} sugerencias`)}: revisa el paso
          de fotos.
        </p>
      ) : null}
    </li>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

/** Step 4: what will be sent, to look over before "Enviar solicitud". */
export function ReviewStep({
  state,
  onEdit,
  disabled,
}: {
  state: WizardState;
  onEdit: (step: WizardStep) => void;
  disabled?: boolean;
}) {
  const [showNumber, setShowNumber] = useState(false);
  const type = state.documentType;
  const normalized = checkDocument(state).normalized;
  if (!type || !normalized) return null;
  const country = documentCountryOf(type, state.documentCountry);
  return (
    <div className="grid gap-6">
      <section aria-labelledby="review-document" className="grid gap-3">
        <div className="flex items-center justify-between gap-2">
          <h3 id="review-document" className="font-semibold">
            Tu documento
          </h3>
          <Button variant="link" className="px-0" onClick={() => onEdit('document')} disabled={disabled}>
            Cambiar<span className="sr-only"> los datos del documento</span>
          </Button>
        </div>
        <dl className="grid gap-3 rounded-xl border bg-card p-4">
          <Row label="Tipo">{identityDocumentLabels[type]}</Row>
          <Row label="País">{countryName(country)}</Row>
          <Row label="Número">
            <span className="inline-flex flex-wrap items-center gap-2">
              <span className="font-mono tracking-wide">
                {showNumber ? normalized : documentNumberHint(normalized)}
              </span>
              <Button
                variant="ghost"
                size="sm"
                className="min-h-11"
                aria-pressed={showNumber}
                onClick={() => setShowNumber((shown) => !shown)}
              >
                {showNumber ? <EyeOffIcon aria-hidden="true" /> : <EyeIcon aria-hidden="true" />}
                {showNumber ? 'Ocultar' : 'Mostrar'}
                <span className="sr-only"> el número completo</span>
              </Button>
            </span>
          </Row>
        </dl>
        <p className="text-xs text-muted-foreground">
          Después de enviarla, en esta página verás solo los últimos caracteres del número (
          {documentNumberHint(normalized)}).
        </p>
      </section>
      <section aria-labelledby="review-photos" className="grid gap-3">
        <div className="flex items-center justify-between gap-2">
          <h3 id="review-photos" className="font-semibold">
            Tus fotos
          </h3>
          <Button variant="link" className="px-0" onClick={() => onEdit('photos')} disabled={disabled}>
            Cambiar<span className="sr-only"> las fotos</span>
          </Button>
        </div>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {requiredPhotos(type).map((kind) => {
            const photo = state.photos[kind];
            return photo ? <Thumb key={kind} photo={photo} label={imageKindLabels[kind]} /> : null;
          })}
        </ul>
      </section>
    </div>
  );
}
