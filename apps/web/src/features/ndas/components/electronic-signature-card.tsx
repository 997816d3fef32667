import { formatTime } from '@traspasa/shared/dates';
import {
  electronicCompleteBody,
  NDA_CODE_LENGTH,
  NDA_CODE_TTL_MINUTES,
  NDA_SIGNATURE_IMAGE_MAX_BYTES,
  type Nda,
} from '@traspasa/shared/ndas';
import { MailIcon, PenLineIcon, SendIcon } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/use-toast';
import { useCompleteElectronicSignature, useStartElectronicSignature } from '../api/electronic-signature';
import { ndaErrorMessage } from '../lib/errors';
import { dataUrlBytes, SignaturePadField, type SignaturePadHandle } from './signature-pad-field';
import '@/lib/zod-spanish';

/** Enhanced signature, electronic way: a code mailed to the buyer plus a signature drawn on screen. */
export function ElectronicSignatureCard({
  nda,
  signerName,
  onSigned,
}: {
  nda: Nda;
  signerName: string;
  onSigned: (nda: Nda) => void;
}) {
  const start = useStartElectronicSignature(nda.id);
  const complete = useCompleteElectronicSignature(nda.id);
  const padRef = useRef<SignaturePadHandle>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [hasSignature, setHasSignature] = useState(false);
  const [error, setError] = useState<string>();
  const sent = start.data;

  const sendCode = () => {
    setError(undefined);
    // Said inline (aria-live) rather than in a toast: on a phone the toast would cover the signature pad.
    start.mutate(undefined, {
      // The code field is enabled now: put the cursor there.
      onSuccess: () => requestAnimationFrame(() => codeRef.current?.focus()),
      onError: (err) => {
        const message = ndaErrorMessage(err, 'No pudimos enviarte el código. Inténtalo de nuevo.');
        setError(message);
        toast({ variant: 'destructive', title: 'No pudimos enviar el código', description: message });
      },
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const signatureImage = padRef.current?.toPng();
    if (!signatureImage) {
      setError('Dibuja tu firma en el recuadro (o usa tu nombre escrito) antes de firmar.');
      return;
    }
    if (dataUrlBytes(signatureImage) > NDA_SIGNATURE_IMAGE_MAX_BYTES) {
      setError('La firma es demasiado grande. Bórrala y dibújala de nuevo con menos trazos.');
      return;
    }
    const parsed = electronicCompleteBody.safeParse({ code, signatureImage });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Revisa el código y la firma.');
      return;
    }
    complete.mutate(parsed.data, {
      onSuccess: onSigned,
      onError: (err) => {
        const message = ndaErrorMessage(err, 'No pudimos completar la firma. Inténtalo de nuevo.');
        setError(message);
        toast({ variant: 'destructive', title: 'No pudimos completar la firma', description: message });
      },
    });
  };

  const codeReady = new RegExp(`^\\d{${NDA_CODE_LENGTH}}$`).test(code);

  return (
    <Card className="h-full">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle className="flex items-center gap-2">
            <PenLineIcon className="size-5 text-primary" aria-hidden="true" />
            <span>
              <span className="sr-only">Opción 1: </span>Firmar electrónicamente
            </span>
          </CardTitle>
          <Badge variant="secondary">Lo más rápido</Badge>
        </div>
        <CardDescription className="leading-6">
          Te enviamos un código de {NDA_CODE_LENGTH} dígitos a tu correo. Lo escribes aquí, dibujas tu firma y
          la estampamos en el PDF del acuerdo. Queda firmado al instante, sin revisión.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid gap-2">
          <Button
            type="button"
            variant={sent ? 'outline' : 'default'}
            onClick={sendCode}
            disabled={start.isPending || complete.isPending}
            className="w-full sm:w-auto"
          >
            {start.isPending ? (
              <Spinner
                size="sm"
                label="Enviando el código…"
                className={sent ? undefined : '[&_svg]:text-primary-foreground'}
              />
            ) : sent ? (
              <MailIcon aria-hidden="true" />
            ) : (
              <SendIcon aria-hidden="true" />
            )}
            {sent ? 'Enviar otro código' : 'Enviarme el código'}
          </Button>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {sent
              ? `Enviamos el código a ${sent.sentTo}. Vale hasta las ${formatTime(sent.expiresAt)}.`
              : `El código vale ${NDA_CODE_TTL_MINUTES} minutos.`}
          </p>
        </div>

        <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Firma electrónica">
          <FormField
            label={`Código de ${NDA_CODE_LENGTH} dígitos`}
            hint="Lo encuentras en el correo que te enviamos."
          >
            <Input
              ref={codeRef}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, NDA_CODE_LENGTH))}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d*"
              maxLength={NDA_CODE_LENGTH}
              placeholder="••••••"
              className="max-w-48 font-mono text-lg tracking-[0.4em]"
              disabled={!sent || complete.isPending}
            />
          </FormField>

          <SignaturePadField
            ref={padRef}
            signerName={signerName}
            onChange={setHasSignature}
            disabled={complete.isPending}
          />

          {error ? (
            <p
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-900"
            >
              {error}
            </p>
          ) : null}

          <Button
            type="submit"
            variant="accent"
            size="lg"
            disabled={!sent || !codeReady || !hasSignature || complete.isPending}
            className="w-full sm:w-auto"
          >
            {complete.isPending ? (
              <Spinner size="sm" label="Firmando…" className="[&_svg]:text-accent-foreground" />
            ) : (
              <PenLineIcon aria-hidden="true" />
            )}
            {complete.isPending ? 'Firmando…' : 'Firmar electrónicamente'}
          </Button>
          {!sent ? (
            <p className="-mt-3 text-xs text-muted-foreground">Primero pide el código por correo.</p>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}
