import type { NdaDocument } from '@traspasa/shared/ndas';
import { AlertTriangleIcon, FileTextIcon, ShieldCheckIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { TechnicalDetails } from './technical-details';

export type HashCheck = 'checking' | 'match' | 'mismatch' | 'unavailable';

/**
 * The full NDA text in a scrollable, keyboard-focusable box, with its version; whether the
 * browser checked it, in words; its SHA-256 under "Ver detalles técnicos".
 */
export function NdaDocumentBox({ document, hashCheck }: { document: NdaDocument; hashCheck: HashCheck }) {
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="nda-text-title" className="flex items-center gap-2 text-lg font-semibold">
          <FileTextIcon className="size-5 text-primary" aria-hidden="true" />
          {document.title}
        </h2>
        <Badge variant="secondary">Versión {document.version}</Badge>
      </div>
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable box must be reachable by keyboard to be read (WCAG 2.1.1)
        tabIndex={0}
        aria-label={`Texto completo: ${document.title}, versión ${document.version}`}
        aria-describedby="nda-text-hint"
        className="max-h-[26rem] overflow-y-auto rounded-xl border bg-white p-4 text-sm leading-6 whitespace-pre-line text-slate-800 shadow-inner focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:max-h-[32rem] sm:p-6"
      >
        {document.content}
      </section>
      <p id="nda-text-hint" className="text-xs text-muted-foreground">
        Desplázate dentro del recuadro para leer el texto completo (con el teclado: Tab y las flechas).
      </p>
      {hashCheck === 'match' ? (
        <p className="flex items-center gap-1.5 text-sm font-medium text-green-800">
          <ShieldCheckIcon className="size-4 shrink-0" aria-hidden="true" />
          Comprobamos en tu navegador que este es exactamente el texto que queda registrado con tu firma.
        </p>
      ) : null}
      {hashCheck === 'mismatch' ? (
        <p role="alert" className="flex items-center gap-1.5 text-sm font-medium text-destructive">
          <AlertTriangleIcon className="size-4 shrink-0" aria-hidden="true" />
          El texto recibido no coincide con el registrado. Recarga la página antes de firmar.
        </p>
      ) : null}
      <TechnicalDetails>
        <p className="text-xs text-muted-foreground">
          Huella digital del texto (SHA-256): el resumen criptográfico exacto de este texto. Queda registrada
          con tu firma y en el certificado, y prueba qué versión aceptaste.
        </p>
        <p className="font-mono text-xs break-all text-foreground">{document.documentHash}</p>
      </TechnicalDetails>
    </div>
  );
}
