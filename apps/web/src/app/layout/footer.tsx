import { Link } from 'react-router';
import { Logo } from '@/components/brand/logo';
import { paths } from '@/config/paths';
import { FeedbackButton } from '@/features/feedback/components/feedback-button';

const columns = [
  {
    title: 'Mercado',
    links: [
      { to: paths.businesses.href, label: 'Negocios en venta' },
      { to: paths.createBusiness.href, label: 'Vender mi negocio' },
      { to: paths.subscriptionPlans.href, label: 'Planes' },
    ],
  },
  {
    title: 'Aprende',
    links: [
      { to: paths.resources.href, label: 'Recursos' },
      { to: paths.professionals.href, label: 'Profesionales' },
      { to: paths.faq.href, label: 'Preguntas frecuentes' },
    ],
  },
  {
    title: 'Traspasa',
    links: [
      { to: paths.about.href, label: 'Quiénes somos' },
      { to: paths.mission.href, label: 'Misión' },
      { to: paths.legalTerms.href, label: 'Términos y condiciones' },
      { to: paths.legalPrivacy.href, label: 'Política de privacidad' },
    ],
  },
] as const;

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t bg-slate-50">
      <div className="mx-auto grid w-full max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="max-w-sm">
          <Logo />
          <p className="mt-4 text-sm leading-6 text-muted-foreground">
            El mercado en español para comprar y vender pequeños negocios en Ecuador y Latinoamérica, con
            acuerdos de confidencialidad y contacto seguro con el vendedor.
          </p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold text-foreground">{column.title}</h2>
            <ul className="mt-3 grid gap-1">
              {column.links.map(({ to, label }) => (
                <li key={to}>
                  <Link
                    to={to}
                    className="inline-flex min-h-11 items-center text-sm text-muted-foreground hover:text-foreground hover:underline md:min-h-9"
                  >
                    {label}
                  </Link>
                </li>
              ))}
              {column.title === 'Traspasa' ? (
                <li>
                  <FeedbackButton className="inline-flex min-h-11 items-center text-left text-sm text-muted-foreground hover:text-foreground hover:underline md:min-h-9" />
                </li>
              ) : null}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t">
        <p className="mx-auto w-full max-w-7xl px-4 py-5 pr-28 text-sm text-muted-foreground sm:px-6 sm:pr-44">
          © {year} Traspasa. Todos los derechos reservados.
        </p>
      </div>
    </footer>
  );
}
