import { ChevronDownIcon, XIcon } from 'lucide-react';
import {
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Link } from 'react-router';
import {
  accordionBodyClass,
  accordionChevronClass,
  accordionHeaderClass,
  accordionItemClass,
  accordionTriggerClass,
} from '@/components/ui/accordion-styles';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { paths } from '@/config/paths';
import {
  ACCEPT_ALL,
  type ConsentCategory,
  type CookieConsent as ConsentRecord,
  closeCookiePreferences,
  DEFAULT_CONSENT,
  openCookiePreferences,
  REJECT_ALL,
  saveConsent,
} from '@/lib/analytics/consent';
import { cn } from '@/lib/utils';
import { useCookieConsent } from './use-cookie-consent';

type SectionKey = 'necessary' | ConsentCategory;

/** How long after the first-visit panel appears a press on it is taken as meant for the page. */
const FRESH_MS = 600;

const sections: Array<{ key: ConsentCategory; title: string; text: string }> = [
  {
    key: 'analytics',
    title: 'Cookies analíticas',
    text: 'Nos dicen qué páginas se visitan y cómo se usa Traspasa, de forma agregada, para mejorar el sitio. Solo se activan si lo permites.',
  },
  {
    key: 'marketing',
    title: 'Cookies de marketing',
    text: 'Permiten medir nuestras campañas en redes sociales y buscadores y mostrarte anuncios de Traspasa más relevantes en otros sitios.',
  },
  {
    key: 'preferences',
    title: 'Cookies de preferencias',
    text: 'Recuerdan elecciones como tus filtros de búsqueda para que no tengas que repetirlas en cada visita.',
  },
];

/**
 * Decision 022: the cookie-preferences dialog — four accordion sections and the three footer
 * buttons. Rejecting is exactly as easy as accepting. Loaded only when it opens.
 *
 * It is the browser's own `<dialog>` (decision 146, eighth pass), not the Radix dialog the
 * other screens use: Radix's overlay, focus scope, scroll lock and dismissable layer made its
 * commit one of the longest tasks of a page's start on a phone. Opened by the visitor
 * (`modal`), `showModal()` gives the same behaviour natively — the page behind is inert,
 * Escape closes, focus returns to where it was — and the scroll lock is one CSS rule
 * (`styles.css`). Opened by itself on a first visit it is a panel at the bottom of the screen
 * (`show()`, decision 022): it takes no focus and leaves the page usable, since by then the
 * visitor may be typing into a form or pressing a button there; a press in its first moments,
 * likely meant for what was under it, does nothing.
 */
export default function CookiePreferencesDialog({ open, modal }: { open: boolean; modal: boolean }) {
  const { consent } = useCookieConsent();
  const [draft, setDraft] = useState<ConsentRecord>(consent ?? DEFAULT_CONSENT);
  const [expanded, setExpanded] = useState<ReadonlySet<SectionKey>>(new Set());
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const shownAt = useRef(0);
  const switching = useRef(false);
  const id = useId();

  // Each time the dialog opens, the switches show what is stored (or the defaults).
  useEffect(() => {
    if (open) setDraft(consent ?? DEFAULT_CONSENT);
  }, [open, consent]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!open) {
      if (dialog.open) dialog.close();
      return;
    }
    // Shown after the frame that follows React's commit (decision 146): making the page
    // behind inert restyles all of it, a task of its own rather than part of React's.
    let timer: ReturnType<typeof setTimeout> | undefined;
    let fresh: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        if (!dialog.isConnected) return;
        if (dialog.open) {
          // The visitor asked for it while the first-visit panel showed: it becomes modal.
          if (!modal || dialog.matches(':modal')) return;
          // (Its `close` event comes later, as a task: it must not close the shared state.)
          switching.current = true;
          dialog.close();
        }
        shownAt.current = performance.now();
        if (!modal) {
          // Marked while a press on it is still taken as meant for the page (tests wait it out).
          dialog.dataset.fresh = '';
          fresh = setTimeout(() => delete dialog.dataset.fresh, FRESH_MS);
          // show() moves the focus into the dialog: it goes back to where the visitor was.
          const focused = document.activeElement;
          dialog.show();
          if (focused instanceof HTMLElement && focused !== document.body)
            focused.focus({ preventScroll: true });
          else if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
          return;
        }
        const root = document.documentElement;
        root.style.setProperty('--scroll-lock-gap', `${window.innerWidth - root.clientWidth}px`);
        dialog.showModal();
        // The dialog itself takes the focus, not the first section, so no choice looks
        // preselected; Tab goes on into it.
        dialog.focus();
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      clearTimeout(fresh);
      delete dialog.dataset.fresh;
    };
  }, [open, modal]);

  // A press so soon after the panel appeared was aimed at what was there before it.
  const onClickCapture = (event: MouseEvent<HTMLDialogElement>) => {
    if (modal || performance.now() - shownAt.current >= FRESH_MS) return;
    event.preventDefault();
    event.stopPropagation();
  };

  const toggle = (key: ConsentCategory, value: boolean) => setDraft((d) => ({ ...d, [key]: value }));
  const toggleSection = (key: SectionKey) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  // A press that starts and ends on the dimmed backdrop closes it, as a press outside any
  // dialog of the app does; one that starts inside (selecting text, say) never does.
  const onPointerDown = (event: PointerEvent<HTMLDialogElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };

  return (
    <dialog
      ref={dialogRef}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      data-scroll-lock={modal ? '' : undefined}
      data-panel={modal ? undefined : ''}
      onKeyDown={(event) => {
        // A panel gets no `cancel` from the browser: Escape inside it closes it the same way.
        if (!modal && event.key === 'Escape') closeCookiePreferences();
      }}
      onClickCapture={onClickCapture}
      onCancel={(event) => {
        // Escape: closed through the shared state, so the floating button and this agree.
        event.preventDefault();
        closeCookiePreferences();
      }}
      // Closed by the browser itself (a second Escape without a press in between).
      onClose={() => {
        if (switching.current) switching.current = false;
        else if (open) closeCookiePreferences();
      }}
      onPointerDown={onPointerDown}
      onClick={(event) => {
        if (event.target === event.currentTarget && pressStartedOnBackdrop.current) closeCookiePreferences();
      }}
      className={cn(
        'm-auto w-[calc(100%-2rem)] max-w-xl max-h-[calc(100dvh-2rem)] overflow-hidden rounded-xl border bg-background p-0 text-foreground shadow-xl outline-none open:animate-fade-in backdrop:bg-slate-950/60 focus-visible:outline-none',
        // Phones (< sm): a bottom sheet over a lighter backdrop, so the page above stays readable.
        'max-sm:mb-0 max-sm:max-h-[80dvh] max-sm:w-full max-sm:max-w-none max-sm:rounded-none max-sm:rounded-t-2xl max-sm:border-x-0 max-sm:border-b-0 max-sm:backdrop:bg-slate-950/30',
        // The first-visit panel: fixed at the bottom (right, from sm), lower, over the page.
        'data-panel:fixed data-panel:inset-x-0 data-panel:top-auto data-panel:bottom-0 data-panel:z-50 data-panel:max-h-[50dvh] sm:data-panel:right-4 sm:data-panel:bottom-4 sm:data-panel:left-auto sm:data-panel:mx-0 sm:data-panel:max-w-md',
      )}
    >
      <div className="relative flex max-h-[inherit] flex-col gap-4 overflow-y-auto p-5 max-sm:gap-3 max-sm:pb-[calc(1rem+env(safe-area-inset-bottom))] sm:p-6">
        <div className="flex flex-col gap-1.5 pr-8">
          <h2 id={`${id}-title`} className="text-lg font-semibold leading-tight tracking-tight">
            Preferencias de cookies
          </h2>
          <p id={`${id}-description`} className="text-sm text-muted-foreground">
            {modal
              ? 'Usamos cookies necesarias para que Traspasa funcione. Con tu permiso, usamos también otras para medir el uso del sitio, nuestras campañas y recordar tus preferencias. Puedes cambiar tu elección cuando quieras desde «Configurar cookies», al pie de cada página.'
              : 'Usamos cookies necesarias para que Traspasa funcione y, con tu permiso, otras para medir el uso del sitio, nuestras campañas y recordar tus preferencias.'}{' '}
            <Link
              to={paths.legalPrivacy.href}
              className="font-medium text-primary underline"
              onClick={closeCookiePreferences}
            >
              Política de privacidad
            </Link>
          </p>
        </div>

        {modal ? (
          <div className="rounded-lg border px-4">
            <Section
              id={`${id}-necessary`}
              title="Cookies necesarias"
              expanded={expanded.has('necessary')}
              onToggle={() => toggleSection('necessary')}
              control={
                <>
                  <span className="text-sm font-medium text-muted-foreground" aria-hidden="true">
                    Activadas
                  </span>
                  <Switch checked disabled aria-label="Cookies necesarias: Activadas" />
                </>
              }
            >
              Mantienen tu sesión iniciada, protegen los formularios y guardan esta misma elección. Sin ellas
              el sitio no puede funcionar, por eso no se pueden desactivar.
            </Section>
            {sections.map(({ key, title, text }) => (
              <Section
                key={key}
                id={`${id}-${key}`}
                title={title}
                expanded={expanded.has(key)}
                onToggle={() => toggleSection(key)}
                control={
                  <Switch
                    checked={draft[key]}
                    onCheckedChange={(value) => toggle(key, value)}
                    aria-label={title}
                  />
                }
              >
                {text}
              </Section>
            ))}
          </div>
        ) : null}

        <div
          className={cn(
            'flex flex-col-reverse gap-2 sm:flex-row sm:justify-between',
            !modal && 'sm:flex-wrap',
          )}
        >
          {modal ? (
            <Button variant="outline" onClick={() => saveConsent(draft)}>
              Guardar preferencias
            </Button>
          ) : (
            // The sections and their switches are the modal's: asked for, it takes the focus.
            <Button variant="outline" onClick={openCookiePreferences}>
              Configurar
            </Button>
          )}
          <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-row">
            <Button onClick={() => saveConsent(REJECT_ALL)}>Rechazar todas</Button>
            <Button onClick={() => saveConsent(ACCEPT_ALL)}>Aceptar todas</Button>
          </div>
        </div>

        <button
          type="button"
          onClick={closeCookiePreferences}
          className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-lg text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <XIcon className="size-5" aria-hidden="true" />
          <span className="sr-only">Cerrar</span>
        </button>
      </div>
    </dialog>
  );
}

/**
 * One accordion section (WAI-ARIA's accordion pattern): its title is a heading's button that
 * shows or hides the explanation; the switch beside the title is a control of its own.
 */
function Section({
  id,
  title,
  expanded,
  onToggle,
  control,
  children,
}: {
  id: string;
  title: string;
  expanded: boolean;
  onToggle: () => void;
  control: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={accordionItemClass}>
      <div className="flex items-center gap-3">
        <h3 className={accordionHeaderClass}>
          <button
            type="button"
            id={`${id}-trigger`}
            aria-expanded={expanded}
            aria-controls={`${id}-panel`}
            onClick={onToggle}
            className={accordionTriggerClass}
          >
            {title}
            <ChevronDownIcon
              className={cn(accordionChevronClass, expanded && 'rotate-180')}
              aria-hidden="true"
            />
          </button>
        </h3>
        {control}
      </div>
      <section
        id={`${id}-panel`}
        aria-labelledby={`${id}-trigger`}
        hidden={!expanded}
        className={cn(accordionBodyClass, 'text-sm text-muted-foreground')}
      >
        {children}
      </section>
    </div>
  );
}
