import { ACCESS_MESSAGE_MAX } from '@traspasa/shared/listing-access';
import { type Nda, type NdaDocument, signNdaBody } from '@traspasa/shared/ndas';
import { FileSignatureIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { useSignNda } from '../api/sign-nda';
import { localIsoWithOffset } from '../lib/dates';
import { ndaErrorMessage } from '../lib/errors';
import '@/lib/zod-spanish';

/**
 * The clickwrap: a checkbox whose label says plainly that ticking it and signing is
 * agreeing, the signer's full name, and "Firmar acuerdo". The hash sent is the one of
 * the text on screen (computed in the browser when it can be).
 */
export function NdaSignForm({
  businessId,
  document,
  documentHash,
  defaultName,
  blocked,
  askAccessMessage = false,
  onSigned,
}: {
  businessId: number;
  document: NdaDocument;
  /** The hash to send; null while the browser is still computing it. */
  documentHash: string | null;
  defaultName: string;
  /** True when the text on screen does not match its hash. */
  blocked: boolean;
  /** The seller approves each buyer (decision 062): an optional message travels with the request. */
  askAccessMessage?: boolean;
  onSigned: (nda: Nda) => void;
}) {
  const [accepted, setAccepted] = useState(false);
  const [name, setName] = useState(defaultName);
  const [nameError, setNameError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [accessMessage, setAccessMessage] = useState('');
  const [messageError, setMessageError] = useState<string>();
  const sign = useSignNda();
  const checkboxId = useId();

  const ready = accepted && name.trim().length >= 3 && Boolean(documentHash) && !blocked;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const parsed = signNdaBody.safeParse({
      businessId,
      ndaDocumentId: document.id,
      documentHash: documentHash ?? '',
      signerName: name,
      accepted,
      acceptedAtLocal: localIsoWithOffset(),
      accessMessage: askAccessMessage ? accessMessage : undefined,
    });
    if (!parsed.success) {
      const nameIssue = parsed.error.issues.find((i) => i.path[0] === 'signerName');
      const messageIssue = parsed.error.issues.find((i) => i.path[0] === 'accessMessage');
      setNameError(nameIssue?.message);
      setMessageError(messageIssue?.message);
      if (!nameIssue && !messageIssue) setFormError(parsed.error.issues[0]?.message);
      return;
    }
    setNameError(undefined);
    setMessageError(undefined);
    sign.mutate(parsed.data, {
      onSuccess: onSigned,
      onError: (error) => {
        const message = ndaErrorMessage(error, 'No pudimos registrar tu firma. Inténtalo de nuevo.');
        setFormError(message);
        toast({ variant: 'destructive', title: 'No pudimos firmar el acuerdo', description: message });
      },
    });
  };

  return (
    <form
      aria-label="Firmar el acuerdo de confidencialidad"
      onSubmit={onSubmit}
      noValidate
      className="grid gap-5 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
    >
      <div className="flex items-start gap-3">
        <Checkbox
          id={checkboxId}
          checked={accepted}
          onCheckedChange={(value) => setAccepted(value === true)}
          className="mt-0.5"
          aria-describedby={`${checkboxId}-note`}
        />
        <Label htmlFor={checkboxId} className="text-sm leading-6 font-normal select-auto">
          He leído el acuerdo y, al marcar esta casilla y pulsar «Firmar acuerdo», lo acepto y me obligo a
          cumplirlo.
        </Label>
      </div>

      <FormField
        label="Tu nombre completo"
        required
        error={nameError}
        hint="Tal como aparece en tu cédula o pasaporte. Así quedará en el acuerdo y en el certificado."
      >
        <Input
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            if (nameError) setNameError(undefined);
          }}
          autoComplete="name"
          maxLength={200}
        />
      </FormField>

      {askAccessMessage ? (
        <FormField
          label="Mensaje para el vendedor (opcional)"
          error={messageError}
          hint={`Con tu firma le envías una solicitud de acceso con tu perfil de comprador. Cuéntale quién eres y por qué te interesa. ${accessMessage.length}/${ACCESS_MESSAGE_MAX}`}
        >
          <Textarea
            rows={4}
            value={accessMessage}
            maxLength={ACCESS_MESSAGE_MAX}
            onChange={(e) => {
              setAccessMessage(e.target.value);
              if (messageError) setMessageError(undefined);
            }}
            placeholder="Ej.: Tengo dos cafeterías en Quito y busco una tercera; cuento con fondos propios."
          />
        </FormField>
      ) : null}

      <p id={`${checkboxId}-note`} className="text-xs leading-5 text-muted-foreground">
        Como evidencia guardamos la fecha y hora de tu aceptación (la del servidor y la de tu dispositivo), tu
        dirección IP, tu navegador y la versión y huella del texto ({document.version}). Recibirás un
        certificado con todo ello.
      </p>

      {formError ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-900"
        >
          {formError}
        </p>
      ) : null}

      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <Button
          type="submit"
          size="lg"
          variant="accent"
          disabled={!ready || sign.isPending}
          className="w-full sm:w-auto"
        >
          {sign.isPending ? (
            <Spinner size="sm" label="Firmando…" className="[&_svg]:text-accent-foreground" />
          ) : (
            <FileSignatureIcon aria-hidden="true" />
          )}
          {sign.isPending ? 'Firmando…' : 'Firmar acuerdo'}
        </Button>
        {!ready && !sign.isPending ? (
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {blocked
              ? 'No puedes firmar hasta recargar el texto.'
              : !accepted
                ? 'Marca la casilla para poder firmar.'
                : name.trim().length < 3
                  ? 'Escribe tu nombre completo.'
                  : 'Preparando la huella del texto…'}
          </p>
        ) : null}
      </div>
    </form>
  );
}
