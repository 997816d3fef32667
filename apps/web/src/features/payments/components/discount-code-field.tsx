import { useQueryClient } from '@tanstack/react-query';
import { checkoutInput, type Quote } from '@traspasa/shared/payments';
import { CheckCircle2Icon, Loader2Icon, TagIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { quoteQueryOptions } from '../api/get-quote';
import { paymentErrorMessage } from '../lib/errors';

const codeSchema = checkoutInput.shape.discountCode.unwrap();

/**
 * The discount code: "Aplicar" asks the server for a new quote; a code it refuses shows
 * its Spanish reason here, a code it accepts shows its label and a "Quitar" button.
 */
export function DiscountCodeField({
  productId,
  quote,
  onApply,
  disabled = false,
}: {
  productId: number;
  /** The quote on screen; its `discount` is the code applied. */
  quote: Quote;
  onApply: (code: string | null) => void;
  disabled?: boolean;
}) {
  const queryClient = useQueryClient();
  const id = useId();
  const inputId = `${id}-code`;
  const errorId = `${id}-error`;
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = codeSchema.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Revisa el código.');
      return;
    }
    if (parsed.data === '') {
      setError('Escribe tu código de descuento.');
      return;
    }
    setPending(true);
    setError(null);
    try {
      const next = await queryClient.fetchQuery(quoteQueryOptions(productId, parsed.data));
      if (next.discountError || !next.discount) {
        setError(next.discountError ?? 'Este código no aplica a esta compra.');
      } else {
        onApply(parsed.data);
        setText('');
      }
    } catch (cause) {
      setError(paymentErrorMessage(cause, 'No pudimos comprobar el código. Inténtalo de nuevo.'));
    } finally {
      setPending(false);
    }
  }

  // A code applied earlier that the server no longer accepts (used up meanwhile) says why too.
  const shownError = error ?? quote.discountError;

  if (quote.discount) {
    return (
      <div
        className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-green-200 bg-green-50 p-3 text-sm"
        role="status"
      >
        <p className="flex min-w-0 items-start gap-2 text-green-950">
          <CheckCircle2Icon className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
          <span>
            Código <span className="font-semibold">{quote.discount.code}</span> aplicado:{' '}
            {quote.discount.label}
          </span>
        </p>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={disabled}
          onClick={() => {
            onApply(null);
            setError(null);
          }}
        >
          Quitar
          <span className="sr-only"> el código {quote.discount.code}</span>
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={apply} noValidate className="grid gap-2">
      <Label htmlFor={inputId} className="flex items-center gap-1.5">
        <TagIcon className="size-4 text-muted-foreground" aria-hidden="true" />
        Código de descuento
      </Label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            if (error) setError(null);
          }}
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          disabled={disabled}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? errorId : undefined}
          placeholder="Si tienes uno, escríbelo aquí"
        />
        <Button
          type="submit"
          variant="outline"
          disabled={disabled || pending}
          aria-busy={pending || undefined}
        >
          {pending ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : null}
          {pending ? 'Aplicando…' : 'Aplicar'}
        </Button>
      </div>
      {shownError ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {shownError}
        </p>
      ) : null}
    </form>
  );
}
