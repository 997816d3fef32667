import { formatDate } from '@traspasa/shared/dates';
import {
  FUNDS_BANDS,
  FUNDS_DOCUMENT_MAX_BYTES,
  FUNDS_RETENTION_TEXT,
  type FundsBand,
  fundsBandLabels,
  type MyFundsResponse,
} from '@traspasa/shared/funds';
import {
  ArrowLeftIcon,
  BadgeCheckIcon,
  FileTextIcon,
  LandmarkIcon,
  ShieldCheckIcon,
  UploadIcon,
} from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { PageBody, PageHeader } from '@/components/page/page-header';
import { ErrorState } from '@/components/page/states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { PendingButton } from '@/components/ui/pending-button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { requestErrorMessage } from '@/lib/request-error';
import { openFundsDocument, useMyFunds, useUploadFunds } from '../api/funds-api';
import { fundsStatusTone } from '../lib/status';

const selectClass =
  'flex h-11 w-full rounded-lg border border-input bg-background px-3 py-0 text-base shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-invalid:border-destructive md:text-sm';
const ACCEPT = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';

/** The badge the buyer holds, with its end; an expired one says so and invites a renewal. */
export function FundsBadgeCard({ badge }: { badge: NonNullable<MyFundsResponse['badge']> }) {
  const valid = badge.state === 'valid';
  return (
    <Card className={valid ? 'border-green-300 bg-green-50' : undefined}>
      <CardContent className="flex items-start gap-3 py-5">
        <BadgeCheckIcon
          className={
            valid ? 'mt-0.5 size-6 shrink-0 text-green-700' : 'mt-0.5 size-6 shrink-0 text-muted-foreground'
          }
          aria-hidden="true"
        />
        <div className="min-w-0">
          <p className="font-semibold text-foreground">{badge.text}</p>
          <p className="text-sm text-muted-foreground">
            {valid
              ? `Los vendedores la ven en tu perfil hasta el ${formatDate(badge.expiresAt)}.`
              : `Venció el ${formatDate(badge.expiresAt)}: ya no se muestra. Sube un documento reciente para renovarla.`}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

/** The latest upload: its state, the reviewer's reason when rejected, the document while it is kept. */
export function FundsStatusCard({ data }: { data: MyFundsResponse }) {
  const v = data.verification;
  const [openError, setOpenError] = useState<string | null>(null);
  if (!v) return null;
  const { label, tone } = fundsStatusTone[v.status];
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>Tu último comprobante</CardTitle>
          <Badge variant={tone}>{label}</Badge>
        </div>
        <CardDescription>
          Enviado el {formatDate(v.createdAt)} · declaraste «{fundsBandLabels[v.declaredBand]}»
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {v.status === 'pending' || v.status === 'in_review' ? (
          <p>Lo estamos revisando; suele tomar uno o dos días hábiles. Te avisaremos por correo.</p>
        ) : null}
        {v.status === 'approved' && v.approvedBand ? (
          <p>
            Verificamos «{fundsBandLabels[v.approvedBand]}»
            {v.approvedBand !== v.declaredBand ? ', un rango menor que el declarado' : ''}.
          </p>
        ) : null}
        {v.status === 'rejected' ? (
          <div role="status" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-900">
            <p className="font-semibold">No pudimos aprobarlo</p>
            <p>Motivo: {v.rejectionReason}</p>
            <p className="mt-1">Puedes responder subiendo otro documento aquí abajo.</p>
          </div>
        ) : null}
        {v.hasDocument ? (
          <div>
            <Button
              variant="outline"
              className="min-h-11"
              onClick={() =>
                openFundsDocument(v.id).catch((err: unknown) =>
                  setOpenError(
                    requestErrorMessage(err, 'No pudimos abrir el documento. Inténtalo de nuevo.'),
                  ),
                )
              }
            >
              <FileTextIcon aria-hidden="true" />
              Ver el documento enviado
            </Button>
            {openError ? (
              <p role="alert" className="mt-2 text-destructive">
                {openError}
              </p>
            ) : null}
          </div>
        ) : v.documentsDeletedAt ? (
          <p className="text-muted-foreground">
            Borramos el documento el {formatDate(v.documentsDeletedAt)}; guardamos solo la decisión y el
            rango.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The upload form: the declared band and one PDF, JPG or PNG, with the retention stated. */
export function FundsUploadForm({ again }: { again: boolean }) {
  const [band, setBand] = useState<FundsBand | ''>('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ band?: string; file?: string; form?: string }>({});
  const [progress, setProgress] = useState(0);
  const upload = useUploadFunds(setProgress);
  const retentionId = useId();
  const fileId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!band) next.band = 'Elige el rango de fondos que declaras.';
    if (!file) next.file = 'Elige tu certificado bancario o estado de cuenta.';
    else if (file.size > FUNDS_DOCUMENT_MAX_BYTES)
      next.file = 'El documento supera los 10 MB. Sube un PDF o una foto más liviana.';
    setErrors(next);
    if (next.band || next.file || !band || !file) return;
    upload.mutate(
      { band, file },
      {
        onSuccess: () => {
          setFile(null);
          setBand('');
        },
        onError: (err) => {
          const message = requestErrorMessage(err, 'No pudimos subir el documento. Inténtalo de nuevo.');
          setErrors({ form: message });
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{again ? 'Subir otro documento' : 'Verifica tus fondos'}</CardTitle>
        <CardDescription>
          Un certificado bancario o un estado de cuenta de los últimos 3 meses a tu nombre, en PDF o como foto
          JPG o PNG (hasta 10 MB). Los vendedores nunca ven el documento: solo el rango que confirmemos.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-5" onSubmit={submit} noValidate aria-describedby={retentionId}>
          <FormField label="Rango de fondos que declaras" error={errors.band} required>
            <select
              value={band}
              onChange={(e) => setBand(e.target.value as FundsBand | '')}
              className={selectClass}
            >
              <option value="">Elige un rango</option>
              {FUNDS_BANDS.map((b) => (
                <option key={b} value={b}>
                  {fundsBandLabels[b]}
                </option>
              ))}
            </select>
          </FormField>
          <div className="grid content-start gap-2">
            <span id={`${fileId}-label`} className="text-sm font-medium leading-none">
              Documento
              <span className="ml-0.5 text-destructive" aria-hidden="true">
                *
              </span>
            </span>
            <div className="flex flex-wrap items-center gap-3">
              <input
                id={fileId}
                type="file"
                accept={ACCEPT}
                aria-labelledby={`${fileId}-label`}
                aria-describedby={`${fileId}-hint${errors.file ? ` ${fileId}-error` : ''}`}
                aria-invalid={errors.file ? true : undefined}
                required
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
                className="peer sr-only"
              />
              <label
                htmlFor={fileId}
                className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-input bg-background px-4 text-sm font-medium shadow-xs hover:bg-muted peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring"
              >
                <UploadIcon className="size-4" aria-hidden="true" />
                {file ? 'Cambiar archivo' : 'Elegir archivo'}
              </label>
              <span className="min-w-0 truncate text-sm text-muted-foreground">
                {file ? file.name : 'Ningún archivo elegido'}
              </span>
            </div>
            <p id={`${fileId}-hint`} className="text-sm text-muted-foreground">
              PDF, JPG o PNG, hasta 10 MB.
            </p>
            {errors.file ? (
              <p id={`${fileId}-error`} role="alert" className="text-sm text-destructive">
                {errors.file}
              </p>
            ) : null}
          </div>
          <p
            id={retentionId}
            className="flex items-start gap-2 rounded-lg bg-muted p-3 text-sm text-muted-foreground"
          >
            <ShieldCheckIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {FUNDS_RETENTION_TEXT}
          </p>
          {errors.form ? (
            <p role="alert" className="text-sm text-destructive">
              {errors.form}
            </p>
          ) : null}
          <div>
            <PendingButton
              type="submit"
              className="min-h-11"
              pending={upload.isPending}
              pendingLabel={`Subiendo… ${progress}%`}
            >
              Enviar a revisión
            </PendingButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/** After a rejection the form is there to answer it; with a badge it opens on demand (to raise or renew it). */
function UploadSection({ data }: { data: MyFundsResponse }) {
  const [open, setOpen] = useState(false);
  const rejected = data.verification?.status === 'rejected';
  if (data.verification === null || rejected || open)
    return <FundsUploadForm again={data.verification !== null} />;
  return (
    <div>
      <Button variant="outline" className="min-h-11" onClick={() => setOpen(true)}>
        <UploadIcon aria-hidden="true" />
        Subir otro documento
      </Button>
      <p className="mt-2 text-sm text-muted-foreground">
        Para subir tu rango o renovar la verificación antes de que venza.
      </p>
    </div>
  );
}

/** `/buyer/proof-of-funds`: the badge, the latest upload and, when allowed, the upload form. */
export function ProofOfFundsScreen() {
  const query = useMyFunds();
  return (
    <>
      <title>Verificación de fondos | Traspasa</title>
      <PageHeader
        eyebrow="Tu cuenta de comprador"
        title="Verificación de fondos"
        description="Demuestra a los vendedores que puedes pagar: revisamos tu documento bancario y tu perfil muestra el rango verificado durante 90 días."
        actions={
          <Button asChild variant="outline">
            <Link to={paths.buyerDashboard.href}>
              <ArrowLeftIcon aria-hidden="true" />
              Volver a tu panel
            </Link>
          </Button>
        }
      />
      <PageBody className="grid max-w-3xl grid-cols-1 gap-6">
        {query.isPending ? (
          <div className="grid gap-4" aria-busy="true">
            <span className="sr-only">Cargando tu verificación de fondos</span>
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-64 w-full" />
          </div>
        ) : query.isError ? (
          <ErrorState
            title="No pudimos cargar tu verificación de fondos"
            message={requestErrorMessage(query.error, 'Inténtalo de nuevo en unos segundos.')}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <>
            {query.data.badge ? <FundsBadgeCard badge={query.data.badge} /> : null}
            {!query.data.badge && !query.data.verification ? (
              <div className="flex items-start gap-3 rounded-xl border bg-card p-4 text-sm">
                <LandmarkIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                <p>
                  Algunos vendedores solo abren su información confidencial a compradores con fondos
                  verificados para el precio de su negocio. Con la insignia, tus solicitudes de acceso llegan
                  con esa garantía.
                </p>
              </div>
            ) : null}
            <FundsStatusCard data={query.data} />
            {query.data.canUpload ? <UploadSection data={query.data} /> : null}
          </>
        )}
      </PageBody>
    </>
  );
}
