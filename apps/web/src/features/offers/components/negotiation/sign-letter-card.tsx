import { formatDateTime, formatTime } from '@traspasa/shared/dates';
import {
  type NegotiationDetail,
  OFFER_CODE_LENGTH,
  OFFER_CODE_TTL_MINUTES,
  type OfferSide,
  signOfferBody,
} from '@traspasa/shared/offers';
import { CheckCircle2Icon, MailIcon, PenLineIcon, SendIcon } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PendingButton } from '@/components/ui/pending-button';
import { toast } from '@/hooks/use-toast';
import { useUser } from '@/lib/session';
import { useRequestSigningCode, useSignOffer } from '../../api/negotiations';
import { offerErrorMessage } from '../../lib/errors';

/** Who signed the accepted version's letter, and when. */
export function acceptanceSignatures(detail: NegotiationDetail) {
  const accepted = detail.versions.find((v) => v.number === detail.acceptedVersionNumber);
  const signatures = accepted
    ? detail.signatures.filter((s) => s.purpose === 'acceptance' && s.subjectId === accepted.id)
    : [];
  const of = (side: OfferSide) => signatures.find((s) => s.side === side) ?? null;
  return { accepted, buyer: of('buyer'), seller: of('seller') };
}

/**
 * Signing the accepted letter (decision 170): a 6-digit code mailed to the signer, then the code
 * and the full name typed as on the ID. Shows who has signed so far.
 */
export function SignLetterCard({ detail }: { detail: NegotiationDetail }) {
  const { data: user } = useUser();
  const requestCode = useRequestSigningCode(detail.id);
  const sign = useSignOffer(detail.id);
  const [code, setCode] = useState('');
  const [fullName, setFullName] = useState(user?.fullName ?? '');
  const [errors, setErrors] = useState<{ code?: string; fullName?: string; form?: string }>({});
  const codeRef = useRef<HTMLInputElement>(null);
  const { accepted, buyer, seller } = acceptanceSignatures(detail);
  if (!accepted) return null;
  const allowed = new Set(detail.allowedActions);
  const canSign = allowed.has('sign') || allowed.has('request_code');
  const sent = requestCode.data;

  const sendCode = () => {
    setErrors({});
    requestCode.mutate(undefined, {
      onSuccess: () => requestAnimationFrame(() => codeRef.current?.focus()),
      onError: (error) => setErrors({ form: offerErrorMessage(error, 'No pudimos enviarte el código.') }),
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = signOfferBody.safeParse({ code, fullName });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'code' ? 'code' : 'fullName';
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    sign.mutate(parsed.data, {
      onSuccess: (next) => {
        const both = next.status === 'signed';
        toast({
          variant: 'success',
          title: 'Carta firmada',
          description: both
            ? 'Firmaron los dos: el negocio queda reservado durante la exclusividad.'
            : 'Falta la firma de la otra parte. Te avisaremos cuando firme.',
        });
      },
      onError: (error) => setErrors({ form: offerErrorMessage(error, 'No pudimos registrar tu firma.') }),
    });
  };

  const party = (label: string, name: string, signature: typeof buyer) => (
    <li className="flex items-start gap-2 text-sm">
      <CheckCircle2Icon
        className={
          signature
            ? 'mt-0.5 size-4 shrink-0 text-green-700'
            : 'mt-0.5 size-4 shrink-0 text-muted-foreground/50'
        }
        aria-hidden="true"
      />
      <span>
        <span className="font-medium">
          {label}, {name}:
        </span>{' '}
        {signature
          ? `firmó como «${signature.typedName}» el ${formatDateTime(signature.signedAt)}`
          : 'falta su firma'}
      </span>
    </li>
  );

  return (
    <section
      aria-labelledby="sign-title"
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
    >
      <div className="grid gap-1">
        <h2 id="sign-title" className="flex items-center gap-2 text-lg font-semibold">
          <PenLineIcon className="size-5 text-primary" aria-hidden="true" />
          Firma de la carta (versión {accepted.number})
        </h2>
        {detail.status === 'accepted' && detail.signDeadline ? (
          <p className="text-sm text-muted-foreground">
            Tienen hasta el {formatDateTime(detail.signDeadline)} para firmar los dos; si no, la aceptación
            vence.
          </p>
        ) : null}
      </div>
      <ul className="grid gap-1.5" aria-label="Firmas">
        {party('Comprador', detail.buyer.name, buyer)}
        {party('Vendedor', detail.seller.name, seller)}
      </ul>

      {canSign ? (
        <div className="grid gap-4 border-t pt-4">
          <p className="text-sm leading-6 text-muted-foreground">
            Te enviamos un código de {OFFER_CODE_LENGTH} dígitos a tu correo. Con él y tu nombre completo,
            como en tu cédula, firmas la carta de la versión {accepted.number}.
          </p>
          <div className="grid gap-2">
            <Button
              variant={sent ? 'outline' : 'default'}
              onClick={sendCode}
              disabled={requestCode.isPending || sign.isPending}
              className="w-full sm:w-fit"
            >
              {sent ? <MailIcon aria-hidden="true" /> : <SendIcon aria-hidden="true" />}
              {requestCode.isPending ? 'Enviando…' : sent ? 'Enviar otro código' : 'Enviarme el código'}
            </Button>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {sent
                ? `Enviamos el código a ${sent.sentTo}. Vale hasta las ${formatTime(sent.expiresAt)}.`
                : `El código vale ${OFFER_CODE_TTL_MINUTES} minutos.`}
            </p>
          </div>
          <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Firmar la carta">
            <FormField label={`Código de ${OFFER_CODE_LENGTH} dígitos`} error={errors.code}>
              <Input
                ref={codeRef}
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, OFFER_CODE_LENGTH))}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={OFFER_CODE_LENGTH}
                placeholder="••••••"
                className="max-w-48 font-mono text-lg tracking-[0.4em]"
                disabled={!sent || sign.isPending}
              />
            </FormField>
            <FormField label="Tu nombre completo" hint="Como aparece en tu cédula." error={errors.fullName}>
              <Input value={fullName} onChange={(e) => setFullName(e.target.value)} autoComplete="name" />
            </FormField>
            {errors.form ? (
              <p
                role="alert"
                className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-900"
              >
                {errors.form}
              </p>
            ) : null}
            <PendingButton
              type="submit"
              variant="accent"
              size="lg"
              pending={sign.isPending}
              pendingLabel="Firmando…"
              disabled={!sent || code.length !== OFFER_CODE_LENGTH}
              className="w-full sm:w-fit"
            >
              <PenLineIcon aria-hidden="true" />
              Firmar la carta
            </PendingButton>
          </form>
        </div>
      ) : null}
    </section>
  );
}
