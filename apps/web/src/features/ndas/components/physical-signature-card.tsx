import type { Nda } from '@traspasa/shared/ndas';
import { PrinterIcon, UploadIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { type NdaUploadFiles, useUploadNdaDocuments } from '../api/upload-nda-documents';
import { ndaErrorMessage } from '../lib/errors';
import type { NdaFileField } from '../lib/files';
import { DownloadButton } from './download-button';
import { NdaFileInput } from './nda-file-input';

const fields: NdaFileField[] = ['signedDocument', 'idDocumentFront', 'idDocumentBack'];

/** Enhanced signature, physical way: print the NDA, sign it, upload the scan and the ID front and back. */
export function PhysicalSignatureCard({ nda, onUploaded }: { nda: Nda; onUploaded?: (nda: Nda) => void }) {
  const upload = useUploadNdaDocuments(nda.id);
  const [files, setFiles] = useState<Record<NdaFileField, File | null>>({
    signedDocument: null,
    idDocumentFront: null,
    idDocumentBack: null,
  });
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string>();
  const ready = fields.every((f) => files[f]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) {
      setError('Elige los tres archivos: el acuerdo firmado y las dos caras de tu cédula.');
      return;
    }
    setError(undefined);
    setProgress(0);
    upload.mutate(
      { files: files as NdaUploadFiles, onProgress: setProgress },
      {
        onSuccess: (updated) => {
          toast({
            title: 'Documentos recibidos',
            description: 'El vendedor o un administrador los revisará y te avisaremos por correo.',
          });
          onUploaded?.(updated);
        },
        onError: (err) => {
          const message = ndaErrorMessage(err, 'No pudimos subir los documentos. Inténtalo de nuevo.');
          setError(message);
          toast({ variant: 'destructive', title: 'No pudimos subir los documentos', description: message });
        },
      },
    );
  };

  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <PrinterIcon className="size-5 text-primary" aria-hidden="true" />
          <span>
            <span className="sr-only">Opción 2: </span>Firmar en papel
          </span>
        </CardTitle>
        <CardDescription className="leading-6">
          Descarga el acuerdo, imprímelo y fírmalo a mano. Después sube una copia escaneada y las dos caras de
          tu cédula. El vendedor o un administrador lo revisa antes de darte acceso.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-6">
          <li className="grid gap-2">
            <p className="text-sm font-semibold">1. Descarga e imprime el acuerdo</p>
            <DownloadButton
              path={`/api/ndas/${nda.id}/document.pdf`}
              fileName={`acuerdo-confidencialidad-${nda.id}.pdf`}
              className="w-full sm:w-auto"
            >
              Descargar el acuerdo (PDF)
            </DownloadButton>
          </li>
          <li className="grid gap-2">
            <p className="text-sm font-semibold">2. Fírmalo a mano en cada página</p>
            <p className="text-sm text-muted-foreground">Con tu firma habitual, la misma de tu cédula.</p>
          </li>
          <li>
            <form
              onSubmit={onSubmit}
              noValidate
              className="grid gap-4"
              aria-label="Subir documentos firmados"
            >
              <p className="text-sm font-semibold">3. Sube el acuerdo firmado y tu cédula</p>
              {fields.map((field) => (
                <NdaFileInput
                  key={field}
                  field={field}
                  file={files[field]}
                  onChange={(file) => setFiles((prev) => ({ ...prev, [field]: file }))}
                  disabled={upload.isPending}
                />
              ))}
              {upload.isPending ? (
                <div className="grid gap-1">
                  <div className="flex justify-between text-sm">
                    <span>Subiendo documentos…</span>
                    <span className="tabular-nums text-muted-foreground">{progress}%</span>
                  </div>
                  <div
                    className="h-2 overflow-hidden rounded-full bg-muted"
                    role="progressbar"
                    aria-label="Subiendo documentos"
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={progress}
                  >
                    <div
                      className="h-full rounded-full bg-primary transition-[width]"
                      style={{ width: `${progress}%` }}
                    />
                  </div>
                </div>
              ) : null}
              {error ? (
                <p
                  role="alert"
                  className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-900"
                >
                  {error}
                </p>
              ) : null}
              <Button type="submit" disabled={!ready || upload.isPending} className="w-full sm:w-auto">
                {upload.isPending ? (
                  <Spinner size="sm" label="Subiendo…" className="[&_svg]:text-primary-foreground" />
                ) : (
                  <UploadIcon aria-hidden="true" />
                )}
                {upload.isPending ? 'Subiendo…' : 'Subir documentos'}
              </Button>
            </form>
          </li>
        </ol>
      </CardContent>
    </Card>
  );
}
