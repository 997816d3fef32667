import {
  FEEDBACK_MESSAGE_MAX,
  type FeedbackCategory,
  feedbackCategories,
  feedbackCategoryLabels,
} from '@traspasa/shared/feedback';
import { CheckCircle2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PendingButton } from '@/components/ui/pending-button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useUser } from '@/lib/session';
import { cn } from '@/lib/utils';
import { useSendFeedback } from '../api/feedback';
import {
  emptyFeedback,
  type FeedbackErrors,
  type FeedbackFormValues,
  serverErrors,
  toFeedbackInput,
  validateFeedback,
} from '../lib/form';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** "Enviar comentarios": anyone writes to the team; signed out, with a name and an email to answer. */
export function FeedbackDialog({ open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        {/* Mounted only while open: every opening starts with a clean form. */}
        {open ? <FeedbackForm onClose={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function FeedbackForm({ onClose }: { onClose: () => void }) {
  const id = useId();
  const { data: user } = useUser();
  const signedIn = !!user;
  const send = useSendFeedback();
  const [values, setValues] = useState<FeedbackFormValues>(emptyFeedback);
  const [errors, setErrors] = useState<FeedbackErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const set = <K extends keyof FeedbackFormValues>(key: K, value: FeedbackFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (key in errors) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = validateFeedback(values, signedIn);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) {
      const first = (['category', 'message', 'name', 'email'] as const).find((f) => found[f]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    const pageUrl = `${window.location.pathname}${window.location.search}`;
    send.mutate(toFeedbackInput(values, signedIn, pageUrl), {
      onSuccess: () => setSent(true),
      onError: (error) => {
        const { fields, form } = serverErrors(error);
        setErrors(fields);
        setFormError(form);
      },
    });
  };

  if (sent) {
    return (
      <div className="grid gap-4" role="status">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <CheckCircle2Icon className="size-6 text-green-700" aria-hidden="true" />
            ¡Gracias por escribirnos!
          </DialogTitle>
          <DialogDescription>
            {signedIn
              ? 'Recibimos tu comentario. Te responderemos por correo y verás la respuesta en tu perfil, en «Tus comentarios».'
              : `Recibimos tu comentario. Te responderemos a ${values.email.trim()}.`}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button onClick={onClose}>Cerrar</Button>
        </DialogFooter>
      </div>
    );
  }

  const length = values.message.trim().length;
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Enviar comentarios</DialogTitle>
        <DialogDescription>
          Cuéntanos qué funciona, qué no o qué te gustaría ver en Traspasa. Leemos cada mensaje.
        </DialogDescription>
      </DialogHeader>

      <div className="grid gap-2">
        <Label htmlFor={`${id}-category`}>
          ¿De qué trata?
          <span className="ml-0.5 text-destructive" aria-hidden="true">
            *
          </span>
        </Label>
        <Select value={values.category} onValueChange={(v) => set('category', v as FeedbackCategory)}>
          <SelectTrigger
            id={`${id}-category`}
            aria-invalid={errors.category ? true : undefined}
            aria-describedby={errors.category ? `${id}-category-error` : undefined}
            aria-required
          >
            <SelectValue placeholder="Elige un tema" />
          </SelectTrigger>
          <SelectContent>
            {feedbackCategories.map((c) => (
              <SelectItem key={c} value={c}>
                {feedbackCategoryLabels[c]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        {errors.category ? (
          <p id={`${id}-category-error`} role="alert" className="text-sm font-medium text-destructive">
            {errors.category}
          </p>
        ) : null}
      </div>

      <FormField
        label="Tu comentario"
        id={`${id}-message`}
        error={errors.message}
        required
        hint={
          <span className={cn('tabular-nums', length > FEEDBACK_MESSAGE_MAX && 'text-destructive')}>
            {length} de {FEEDBACK_MESSAGE_MAX} caracteres
          </span>
        }
      >
        <Textarea
          rows={5}
          value={values.message}
          onChange={(e) => set('message', e.target.value)}
          placeholder="Por ejemplo: no encuentro cómo cambiar la foto de mi anuncio."
        />
      </FormField>

      {signedIn ? (
        <p className="text-sm text-muted-foreground">
          Te responderemos a <span className="font-medium text-foreground">{user.email}</span>.
        </p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Tu nombre" id={`${id}-name`} error={errors.name} required>
            <Input autoComplete="name" value={values.name} onChange={(e) => set('name', e.target.value)} />
          </FormField>
          <FormField label="Tu correo" id={`${id}-email`} error={errors.email} required>
            <Input
              type="email"
              autoComplete="email"
              inputMode="email"
              value={values.email}
              onChange={(e) => set('email', e.target.value)}
            />
          </FormField>
        </div>
      )}

      {/* Honeypot: off-screen and out of the tab order; people never see it, bots fill it. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Sitio web (no lo llenes)</label>
        <input
          id={`${id}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(e) => set('website', e.target.value)}
        />
      </div>

      {formError ? (
        <p
          role="alert"
          className="rounded-lg border border-destructive/30 bg-red-50 p-3 text-sm text-destructive"
        >
          {formError}
        </p>
      ) : null}

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancelar
        </Button>
        <PendingButton type="submit" pending={send.isPending} pendingLabel="Enviando…">
          Enviar comentario
        </PendingButton>
      </DialogFooter>
    </form>
  );
}
