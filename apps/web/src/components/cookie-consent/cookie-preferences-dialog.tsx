import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
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
import { useCookieConsent } from './use-cookie-consent';

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
 * Spec §2/§4: the cookie-preferences dialog — four accordion sections and the three
 * footer buttons. Rejecting is exactly as easy as accepting. Loaded only when it opens.
 */
export default function CookiePreferencesDialog({ open }: { open: boolean }) {
  const { consent } = useCookieConsent();
  const [draft, setDraft] = useState<ConsentRecord>(consent ?? DEFAULT_CONSENT);

  // Each time the dialog opens, the switches show what is stored (or the defaults).
  useEffect(() => {
    if (open) setDraft(consent ?? DEFAULT_CONSENT);
  }, [open, consent]);

  const toggle = (key: ConsentCategory, value: boolean) => setDraft((d) => ({ ...d, [key]: value }));

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? openCookiePreferences() : closeCookiePreferences())}>
      <DialogContent
        // Phones (< sm): a bottom sheet over a lighter backdrop, so the page above stays readable.
        className="max-w-xl max-sm:top-auto max-sm:bottom-0 max-sm:left-0 max-sm:max-h-[80dvh] max-sm:w-full max-sm:max-w-none max-sm:translate-x-0 max-sm:translate-y-0 max-sm:gap-3 max-sm:rounded-none max-sm:rounded-t-2xl max-sm:border-x-0 max-sm:border-b-0 max-sm:pb-[calc(1rem+env(safe-area-inset-bottom))]"
        overlayClassName="max-sm:bg-slate-950/30"
        // Focus the dialog itself, not the first accordion row, so no choice looks preselected;
        // after the frame that shows it (decision 146): focusing at once would make the browser
        // restyle the whole page (the scroll lock) inside the same task as React's commit.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          const content = event.currentTarget as HTMLElement | null;
          requestAnimationFrame(() =>
            setTimeout(() => {
              if (content?.isConnected && !content.contains(document.activeElement)) content.focus();
            }, 0),
          );
        }}
      >
        <DialogHeader>
          <DialogTitle>Preferencias de cookies</DialogTitle>
          <DialogDescription>
            Usamos cookies necesarias para que Traspasa funcione. Con tu permiso, usamos también otras para
            medir el uso del sitio, nuestras campañas y recordar tus preferencias. Puedes cambiar tu elección
            cuando quieras desde «Configurar cookies», al pie de cada página.{' '}
            <Link
              to={paths.legalPrivacy.href}
              className="font-medium text-primary underline"
              onClick={closeCookiePreferences}
            >
              Política de privacidad
            </Link>
          </DialogDescription>
        </DialogHeader>

        <Accordion type="multiple" className="rounded-lg border px-4">
          <AccordionItem value="necessary">
            <div className="flex items-center gap-3">
              <AccordionTrigger className="flex-1">Cookies necesarias</AccordionTrigger>
              <span className="text-sm font-medium text-muted-foreground" aria-hidden="true">
                Activadas
              </span>
              <Switch checked disabled aria-label="Cookies necesarias: Activadas" />
            </div>
            <AccordionContent className="text-muted-foreground">
              Mantienen tu sesión iniciada, protegen los formularios y guardan esta misma elección. Sin ellas
              el sitio no puede funcionar, por eso no se pueden desactivar.
            </AccordionContent>
          </AccordionItem>
          {sections.map(({ key, title, text }) => (
            <AccordionItem key={key} value={key}>
              <div className="flex items-center gap-3">
                <AccordionTrigger className="flex-1">{title}</AccordionTrigger>
                <Switch
                  checked={draft[key]}
                  onCheckedChange={(value) => toggle(key, value)}
                  aria-label={title}
                />
              </div>
              <AccordionContent className="text-muted-foreground">{text}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>

        <DialogFooter className="sm:justify-between">
          <Button variant="outline" onClick={() => saveConsent(draft)}>
            Guardar preferencias
          </Button>
          <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-row">
            <Button onClick={() => saveConsent(REJECT_ALL)}>Rechazar todas</Button>
            <Button onClick={() => saveConsent(ACCEPT_ALL)}>Aceptar todas</Button>
          </div>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
