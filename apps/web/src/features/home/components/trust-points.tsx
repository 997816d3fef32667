import { FileLockIcon, ShieldCheckIcon, UserCheckIcon } from 'lucide-react';
import { Link } from 'react-router';
import { SectionHeading } from './section-heading';

const points = [
  {
    icon: FileLockIcon,
    title: 'Acuerdo de confidencialidad con evidencia',
    text: 'Registramos fecha, hora, IP, navegador y la huella digital del texto aceptado, y emitimos un certificado en PDF. Válido según la Ley de Comercio Electrónico del Ecuador.',
  },
  {
    icon: UserCheckIcon,
    title: 'Verificación de identidad',
    text: 'Vendedores y compradores pueden verificarse con cédula y selfie. Lo revisa una persona y borramos las imágenes 30 días después.',
  },
  {
    icon: ShieldCheckIcon,
    title: 'Moderación de cada anuncio',
    text: 'Ningún negocio se publica sin revisión. Cualquier usuario puede reportar un anuncio y atendemos cada reporte.',
  },
];

export function TrustPoints() {
  return (
    <section aria-labelledby="trust-title" className="border-y border-border bg-primary-soft">
      <div className="mx-auto w-full max-w-6xl px-4 py-14 sm:px-6 lg:py-20">
        <SectionHeading
          id="trust-title"
          eyebrow="Confianza"
          title="Tu información, protegida"
          description={
            <>
              Así cuidamos a vendedores y compradores. Lee más en{' '}
              <Link to="/about" className="font-medium text-primary underline underline-offset-4">
                quiénes somos
              </Link>
              .
            </>
          }
        />
        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          {points.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl bg-background p-6 shadow-sm ring-1 ring-border">
              <span className="flex size-12 items-center justify-center rounded-xl bg-primary text-primary-foreground">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-base font-semibold text-foreground">{title}</h3>
              <p className="mt-2 text-sm leading-6 text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
