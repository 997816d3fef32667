// Writing a message: grows with the text, Enter sends, Shift+Enter adds a line, a counter
// near the 5,000-character limit. Drafts survive switching conversations (this tab only).
// Photos and PDFs are uploaded as soon as they are picked (decision 072) and go with the
// next send; a message may be files only.
import {
  ATTACHMENT_ACCEPT,
  MESSAGE_MAX_ATTACHMENTS,
  MESSAGE_MAX_LENGTH,
  type MessageAttachment,
} from '@traspasa/shared/messages';
import { LockIcon, PaperclipIcon, SendHorizontalIcon } from 'lucide-react';
import {
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { pickedKind } from '../lib/attachment-files';
import { acceptPicked, checkSend, type PendingFile } from '../lib/pending-files';
import { PendingFiles, uploadError } from './pending-files';

/** The counter shows from here on. */
export const COUNTER_FROM = MESSAGE_MAX_LENGTH - 500;
const MAX_HEIGHT_PX = 176;
const drafts = new Map<number, string>();
const count = new Intl.NumberFormat('es-EC');

let fileKeys = 0;

export type UploadFile = (file: File, onProgress: (percent: number) => void) => Promise<MessageAttachment>;

export function Composer({
  threadUserId,
  recipientName,
  onSend,
  onUpload,
  autoFocus,
}: {
  threadUserId: number;
  recipientName: string;
  onSend: (content: string, attachments: MessageAttachment[]) => void;
  /** Stores a picked file for this conversation (POST /api/messages/attachments). */
  onUpload: UploadFile;
  autoFocus?: boolean;
}) {
  const [text, setText] = useState(() => drafts.get(threadUserId) ?? '');
  const [error, setError] = useState<string | null>(null);
  const [files, setFiles] = useState<PendingFile[]>([]);
  const ref = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const id = useId();
  const length = text.trim().length;
  const over = length > MESSAGE_MAX_LENGTH;
  const uploading = files.some((f) => f.status === 'uploading');
  const canSend = (length > 0 || files.some((f) => f.status === 'done')) && !over && !uploading;

  // Previews are object URLs: released when the composer goes.
  const filesRef = useRef(files);
  filesRef.current = files;
  useEffect(
    () => () => {
      for (const f of filesRef.current) if (f.previewUrl) URL.revokeObjectURL(f.previewUrl);
    },
    [],
  );

  const patch = (key: number, change: Partial<PendingFile>) =>
    setFiles((list) => list.map((f) => (f.key === key ? { ...f, ...change } : f)));

  const start = (item: PendingFile) => {
    patch(item.key, { status: 'uploading', progress: 0, error: null });
    onUpload(item.file, (progress) => patch(item.key, { progress })).then(
      (attachment) => patch(item.key, { status: 'done', progress: 100, attachment }),
      (err: unknown) => patch(item.key, { status: 'failed', error: uploadError(err) }),
    );
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    const { accepted, problem } = acceptPicked(files, picked, (file) => {
      fileKeys += 1;
      return {
        key: fileKeys,
        file,
        previewUrl: pickedKind(file) === 'image' ? URL.createObjectURL(file) : null,
        status: 'uploading',
        progress: 0,
        error: null,
        attachment: null,
      };
    });
    setError(problem);
    if (accepted.length === 0) return;
    setFiles((list) => [...list, ...accepted]);
    for (const item of accepted) start(item);
  };

  const remove = (key: number) => {
    setFiles((list) => {
      const gone = list.find((f) => f.key === key);
      if (gone?.previewUrl) URL.revokeObjectURL(gone.previewUrl);
      return list.filter((f) => f.key !== key);
    });
    ref.current?.focus();
  };

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
    const check = checkSend(text, files);
    if (!check.ok) {
      setError(check.problem);
      return;
    }
    onSend(check.content, check.attachments);
    for (const f of files) if (f.previewUrl) URL.revokeObjectURL(f.previewUrl);
    setFiles([]);
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
      {files.length > 0 ? (
        <PendingFiles
          files={files}
          onRemove={remove}
          onRetry={(key) => {
            const item = files.find((f) => f.key === key);
            if (item) start(item);
          }}
        />
      ) : null}
      <div className="flex items-end gap-2">
        <input
          ref={picker}
          type="file"
          accept={ATTACHMENT_ACCEPT}
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={pick}
        />
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="shrink-0 rounded-full text-muted-foreground hover:text-foreground"
          aria-label="Adjuntar foto o PDF"
          title="Adjuntar foto o PDF"
          disabled={files.length >= MESSAGE_MAX_ATTACHMENTS}
          onClick={() => picker.current?.click()}
        >
          <PaperclipIcon className="size-5!" aria-hidden="true" />
        </Button>
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
          disabled={!canSend}
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
