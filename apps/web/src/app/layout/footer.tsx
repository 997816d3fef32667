import { MailIcon, MapPinIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '@/components/brand/logo';
import { contact } from '@/config/contact';
import { paths } from '@/config/paths';
import { FeedbackButton } from '@/features/feedback/components/feedback-button';
import { openCookiePreferences } from '@/lib/analytics/consent';
import { useSupportEmail } from '@/lib/site-info';
import { useRenderNow } from '@/lib/ssr/render-clock';

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

const linkClass =
  'inline-flex min-h-11 items-center text-left text-sm text-muted-foreground hover:text-foreground hover:underline md:min-h-9';

export function Footer() {
  const year = useRenderNow().getFullYear();
  const supportEmail = useSupportEmail();
  return (
    // A page with a fixed bottom bar on phones (`data-bottom-bar="fixed"`) gets room for it
    // under the footer, so the bar never hides its last lines.
    <footer
      data-site-footer
      className="border-t bg-slate-50 max-md:[body:has([data-bottom-bar=fixed])_&]:pb-[calc(5rem+env(safe-area-inset-bottom))]"
    >
      <div className="mx-auto grid w-full max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.3fr_repeat(4,1fr)]">
        <div className="col-span-2 max-w-sm lg:col-span-1">
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
                  <Link to={to} className={linkClass}>
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section aria-labelledby="footer-contact-title" className="col-span-2 sm:col-span-1">
          <h2 id="footer-contact-title" className="text-sm font-semibold text-foreground">
            Contacto
          </h2>
          <address className="mt-3 grid gap-1 not-italic">
            {supportEmail ? (
              <a href={`mailto:${supportEmail}`} className={`${linkClass} gap-2 break-all`}>
                <MailIcon className="size-4 shrink-0" aria-hidden="true" />
                {supportEmail}
              </a>
            ) : null}
            <FeedbackButton className={linkClass} />
            <p className="flex min-h-11 items-center gap-2 text-sm text-muted-foreground md:min-h-9">
              <MapPinIcon className="size-4 shrink-0" aria-hidden="true" />
              {contact.place}
            </p>
          </address>
          <p className="mt-2 text-xs leading-5 text-muted-foreground">
            Privacidad y datos personales:{' '}
            <a href={`mailto:${contact.privacyEmail}`} className="underline hover:text-foreground">
              {contact.privacyEmail}
            </a>
          </p>
        </section>
      </div>
      <div className="border-t">
        <div className="mx-auto flex w-full max-w-7xl flex-wrap items-center gap-x-6 gap-y-1 px-4 pt-4 pb-20 text-sm text-muted-foreground sm:px-6">
          <p>© {year} Traspasa. Todos los derechos reservados.</p>
          <button type="button" onClick={openCookiePreferences} className={linkClass}>
            Configurar cookies
          </button>
        </div>
      </div>
    </footer>
  );
}
