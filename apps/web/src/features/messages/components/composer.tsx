// Writing a message: grows with the text, Enter sends, Shift+Enter adds a line, a counter
// near the 5,000-character limit. Drafts survive switching conversations (this tab only).
import { MESSAGE_MAX_LENGTH } from '@traspasa/shared/messages';
import { LockIcon, SendHorizontalIcon } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** The counter shows from here on. */
export const COUNTER_FROM = MESSAGE_MAX_LENGTH - 500;
const MAX_HEIGHT_PX = 176;
const drafts = new Map<number, string>();
const count = new Intl.NumberFormat('es-EC');

export function Composer({
  threadUserId,
  recipientName,
  onSend,
  autoFocus,
}: {
  threadUserId: number;
  recipientName: string;
  onSend: (content: string) => void;
  autoFocus?: boolean;
}) {
  const [text, setText] = useState(() => drafts.get(threadUserId) ?? '');
  const [error, setError] = useState<string | null>(null);
  const ref = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const length = text.trim().length;
  const over = length > MESSAGE_MAX_LENGTH;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the text
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, MAX_HEIGHT_PX)}px`;
    el.style.overflowY = el.scrollHeight > MAX_HEIGHT_PX ? 'auto' : 'hidden';
  }, [text]);

  const update = (value: string) => {
    setText(value);
    setError(null);
    if (value) drafts.set(threadUserId, value);
    else drafts.delete(threadUserId);
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const content = text.trim();
    if (!content) {
      setError('Escribe un mensaje');
      return;
    }
    if (content.length > MESSAGE_MAX_LENGTH) {
      setError(`El mensaje puede tener hasta ${count.format(MESSAGE_MAX_LENGTH)} caracteres`);
      return;
    }
    onSend(content);
    update('');
    ref.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Not while an input method is composing (accents, Asian scripts).
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form
      onSubmit={submit}
      aria-label={`Escribir a ${recipientName}`}
      className="shrink-0 border-t bg-background px-3 pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-4 lg:pb-1"
    >
      <div className="flex items-end gap-2">
        <label htmlFor={id} className="sr-only">
          Mensaje para {recipientName}
        </label>
        <textarea
          ref={ref}
          id={id}
          rows={1}
          value={text}
          onChange={(e) => update(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Escribe un mensaje…"
          // biome-ignore lint/a11y/noAutofocus: opening a conversation on a computer means writing in it
          autoFocus={autoFocus}
          aria-invalid={over || Boolean(error)}
          aria-describedby={`${id}-hint ${id}-count`}
          enterKeyHint="send"
          className="block max-h-44 min-h-11 w-full min-w-0 resize-none rounded-2xl border border-input bg-background px-4 py-2.5 text-base leading-6 text-foreground shadow-xs placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-invalid:border-destructive"
        />
        <Button
          type="submit"
          size="icon"
          className="shrink-0 rounded-full"
          aria-label="Enviar mensaje"
          disabled={length === 0 || over}
        >
          <SendHorizontalIcon className="size-5!" aria-hidden="true" />
        </Button>
      </div>
      {/* 44 px high and clear on the right: the page's fixed cookie button sits here on phones. */}
      <div className="mt-1 flex min-h-11 items-center justify-between gap-3 pr-32 pl-1 text-xs text-muted-foreground sm:pr-60 lg:min-h-7 lg:pr-14">
        <p
          id={`${id}-hint`}
          className={cn('min-w-0', error && 'text-destructive')}
          role={error ? 'alert' : undefined}
        >
          {error ?? (
            <>
              <span className="hidden lg:inline">Enter para enviar · Shift + Enter para una nueva línea</span>
              <span className="inline-flex items-center gap-1 lg:hidden">
                <LockIcon className="size-3 shrink-0" aria-hidden="true" />
                Conversación privada
              </span>
            </>
          )}
        </p>
        <p id={`${id}-count`} className={cn('figure shrink-0', over && 'font-semibold text-destructive')}>
          {length >= COUNTER_FROM ? `${count.format(length)} / ${count.format(MESSAGE_MAX_LENGTH)}` : null}
        </p>
      </div>
    </form>
  );
}
