import { parseMoneyInput } from '@traspasa/shared/money';
import type { TransferOrderView } from '@traspasa/shared/transfers';
import { ShieldCheckIcon, UploadIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MoneyInput } from '@/components/ui/money-input';
import { PendingButton } from '@/components/ui/pending-button';
import { requestErrorMessage } from '@/lib/request-error';
import { formatCents } from '../../lib/money';
import { useUploadReceipt } from '../api/transfers-api';
import { RECEIPT_ACCEPT, receiptFileProblem } from '../lib/transfer-status';

/** What happens with the file, said before it is sent (decision 094). */
export const RECEIPT_PRIVACY_TEXT =
  'Guardamos tu comprobante en privado: solo tú y el equipo de Traspasa que revisa los pagos pueden abrirlo. Antes de guardarlo le quitamos los datos ocultos (la ubicación de una foto, el autor de un PDF), y solo lo usamos para confirmar tu pago.';

type Errors = { file?: string; number?: string; amount?: string; form?: string };

/**
 * The receipt of one transfer or deposit: the photo or PDF, and optionally the bank's
 * transaction number and the amount it covers (several partial transfers add up).
 */
export function ReceiptUploadForm({ order, again }: { order: TransferOrderView; again: boolean }) {
  const [file, setFile] = useState<File | null>(null);
  const [number, setNumber] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [progress, setProgress] = useState(0);
  const [sent, setSent] = useState(false);
  const upload = useUploadReceipt(order.id, setProgress);
  const fileId = useId();
  const privacyId = useId();
  const amountId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    const fileProblem = receiptFileProblem(file);
    if (fileProblem) next.file = fileProblem;
    if (number.trim() && !/^[\p{L}\p{N} ./#-]{1,60}$/u.test(number.trim()))
      next.number = 'El número de transacción lleva solo letras, números, espacios y guiones (hasta 60).';
    const parsed = parseMoneyInput(amount);
    let amountCents: number | null = null;
    if (!parsed.ok) next.amount = parsed.error;
    else if (parsed.value !== null) {
      amountCents = Math.round(parsed.value * 100);
      if (amountCents <= 0) next.amount = 'El monto debe ser mayor que cero.';
    }
    setErrors(next);
    setSent(false);
    if (next.file || next.number || next.amount || !file) return;
    upload.mutate(
      { file, bankTransactionNumber: number, amountCents },
      {
        onSuccess: () => {
          setFile(null);
          setNumber('');
          setAmount('');
          setSent(true);
        },
        onError: (err) =>
          setErrors({
            form: requestErrorMessage(err, 'No pudimos subir el comprobante. Inténtalo de nuevo.'),
          }),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{again ? 'Subir otro comprobante' : 'Sube tu comprobante'}</CardTitle>
        <CardDescription>
          Cuando hayas transferido o depositado, sube la foto o el PDF del comprobante. Si pagaste en varias
          transferencias, sube un comprobante por cada una.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-5" onSubmit={submit} noValidate aria-describedby={privacyId}>
          <div className="grid content-start gap-2">
            <span id={`${fileId}-label`} className="text-sm font-medium leading-none">
              Comprobante
              <span className="ml-0.5 text-destructive" aria-hidden="true">
                *
              </span>
            </span>
            <div className="flex flex-wrap items-center gap-3">
              <input
                id={fileId}
                type="file"
                accept={RECEIPT_ACCEPT}
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
              Foto (JPG, PNG o WebP) o PDF, hasta 10 MB.
            </p>
            {errors.file ? (
              <p id={`${fileId}-error`} role="alert" className="text-sm text-destructive">
                {errors.file}
              </p>
            ) : null}
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              label="Número de transacción (opcional)"
              hint="Como aparece en el comprobante del banco."
              error={errors.number}
            >
              <Input
                value={number}
                onChange={(e) => setNumber(e.target.value)}
                maxLength={60}
                autoComplete="off"
              />
            </FormField>
            <FormField
              id={amountId}
              label="Monto de esta transferencia (opcional)"
              hint={`El total del pedido es ${formatCents(order.amountCents)}.`}
              error={errors.amount}
            >
              <MoneyInput
                id={amountId}
                value={amount}
                onValueChange={setAmount}
                previewLabel="Se registrará como"
              />
            </FormField>
          </div>
          <p
            id={privacyId}
            className="flex items-start gap-2 rounded-lg bg-muted p-3 text-sm leading-6 text-muted-foreground"
          >
            <ShieldCheckIcon className="mt-1 size-4 shrink-0 text-primary" aria-hidden="true" />
            {RECEIPT_PRIVACY_TEXT}
          </p>
          {errors.form ? (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
              {errors.form}
            </p>
          ) : null}
          {sent ? (
            <p
              role="status"
              className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-950"
            >
              Recibimos tu comprobante. Lo revisamos y te avisamos en tus notificaciones cuando confirmemos el
              pago.
            </p>
          ) : null}
          <div>
            <PendingButton
              type="submit"
              className="min-h-11"
              pending={upload.isPending}
              pendingLabel={`Subiendo… ${progress}%`}
            >
              Enviar comprobante
            </PendingButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
