import { contactPreferenceLabels } from '@traspasa/shared/content';
import {
  ArrowLeftIcon,
  BriefcaseIcon,
  ExternalLinkIcon,
  GlobeIcon,
  MailIcon,
  MapPinIcon,
  MessageCircleIcon,
  MessageSquareIcon,
  PhoneIcon,
  SearchXIcon,
} from 'lucide-react';
import { Link, useParams } from 'react-router';
import { IdentityBadge } from '@/components/identity-badge';
import { PageBody } from '@/components/page/page-header';
import { RichText } from '@/components/page/rich-text';
import { EmptyState, ErrorState } from '@/components/page/states';
import { Avatar, AvatarFallback, AvatarImage, initialsOf } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useProfessional } from '@/features/professionals/api/get-professionals';
import { type ContactLink, contactLinks, experienceLabel } from '@/features/professionals/lib/contact';
import type { Professional } from '@/features/professionals/types';
import { safeExternalUrl } from '@/features/resources/lib/labels';
import { isApiError } from '@/lib/api-client';

function TagList({ title, items }: { title: string; items: string[] | null | undefined }) {
  if (!items || items.length === 0) return null;
  return (
    <section aria-label={title}>
      <h2 className="text-lg font-semibold">{title}</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item}>
            <Badge variant="secondary" className="px-3 py-1 text-sm font-medium">
              {item}
            </Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The free-text contact and the phone, each link once, the preferred way first. */
function orderedContacts(p: Professional): ContactLink[] {
  const seen = new Set<string>();
  const links = contactLinks([p.phone, p.contact].filter(Boolean).join(' · ')).filter((l) => {
    if (seen.has(l.href)) return false;
    seen.add(l.href);
    return true;
  });
  const preferred = p.contactPreference;
  if (!preferred || preferred === 'message') return links;
  return [...links.filter((l) => l.kind === preferred), ...links.filter((l) => l.kind !== preferred)];
}

export default function ProfessionalDetailPage() {
  const { id = '' } = useParams();
  const query = useProfessional(id);

  if (query.isPending) {
    return (
      <PageBody className="flex max-w-4xl flex-col gap-4">
        <title>Cargando profesional | Traspasa</title>
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-48 w-full" />
      </PageBody>
    );
  }

  if (query.isError) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <PageBody className="max-w-4xl">
        <title>Profesional no encontrado | Traspasa</title>
        {notFound ? (
          <EmptyState
            icon={SearchXIcon}
            title="Este perfil no está disponible"
            action={
              <Button asChild>
                <Link to={paths.professionals.href}>Ver el directorio</Link>
              </Button>
            }
          >
            Puede que el profesional ya no forme parte del directorio.
          </EmptyState>
        ) : (
          <ErrorState title="No pudimos cargar este perfil" onRetry={() => void query.refetch()} />
        )}
      </PageBody>
    );
  }

  const p = query.data;
  const contacts = orderedContacts(p);
  const website = safeExternalUrl(p.website);
  const linkedin = safeExternalUrl(p.linkedin);
  const experience = experienceLabel(p.yearsExperience ?? p.experience);
  const preference = p.contactPreference ? contactPreferenceLabels[p.contactPreference] : null;
  const icons = { phone: PhoneIcon, whatsapp: MessageCircleIcon, web: GlobeIcon, email: MailIcon };

  return (
    <>
      <title>{`${p.name}${p.profession ? `, ${p.profession}` : ''} | Traspasa`}</title>
      {p.description ? <meta name="description" content={p.description.slice(0, 155)} /> : null}
      <PageBody className="max-w-4xl">
        <nav aria-label="Ruta de navegación">
          <Link
            to={paths.professionals.href}
            className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-primary hover:underline"
          >
            <ArrowLeftIcon className="size-4" aria-hidden="true" />
            Volver al directorio
          </Link>
        </nav>
        <div className="mt-4 grid gap-8 md:grid-cols-[minmax(0,1fr)_18rem]">
          <div className="flex min-w-0 flex-col gap-8">
            <header className="flex items-start gap-4">
              <Avatar className="size-20">
                {p.imageUrl ? <AvatarImage src={p.imageUrl} alt="" /> : null}
                <AvatarFallback className="text-xl">{initialsOf(p.name)}</AvatarFallback>
              </Avatar>
              <div className="min-w-0">
                <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{p.name}</h1>
                {p.profession ? <p className="mt-1 font-medium text-primary">{p.profession}</p> : null}
                <IdentityBadge verified={p.identityVerified} className="mt-2" />
                <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
                  {p.location ? (
                    <span className="inline-flex items-center gap-1">
                      <MapPinIcon className="size-4" aria-hidden="true" />
                      {p.location}
                    </span>
                  ) : null}
                  {experience ? (
                    <span className="inline-flex items-center gap-1">
                      <BriefcaseIcon className="size-4" aria-hidden="true" />
                      {experience}
                    </span>
                  ) : null}
                </div>
              </div>
            </header>
            {p.description ? (
              <section aria-labelledby="about-professional">
                <h2 id="about-professional" className="text-lg font-semibold">
                  Sobre su trabajo
                </h2>
                <RichText text={p.description} className="mt-3" />
              </section>
            ) : null}
            <TagList title="Especialidades" items={p.specialties} />
            <TagList title="Servicios" items={p.services} />
          </div>

          <aside
            className="flex flex-col gap-3 self-start rounded-xl border bg-card p-5"
            aria-label="Contacto"
          >
            <h2 className="font-semibold">Contactar</h2>
            {preference ? <p className="text-sm text-muted-foreground">Prefiere: {preference}</p> : null}
            {contacts.length > 0 ? (
              contacts.map((contact, i) => {
                const Icon = icons[contact.kind];
                const external = contact.kind === 'web' || contact.kind === 'whatsapp';
                return (
                  <Button
                    key={contact.href}
                    asChild
                    variant={i === 0 ? 'accent' : 'outline'}
                    className="h-auto whitespace-normal"
                  >
                    <a
                      href={contact.href}
                      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    >
                      <Icon aria-hidden="true" />
                      {/* Wraps rather than hides: a long address breaks anywhere, a number never. */}
                      <span className="min-w-0 text-center [overflow-wrap:anywhere]">{contact.label}</span>
                    </a>
                  </Button>
                );
              })
            ) : p.contact ? (
              <p className="text-sm break-words">{p.contact}</p>
            ) : null}
            {p.userId ? (
              <Button asChild variant="outline">
                <Link to={paths.conversation.build(p.userId)}>
                  <MessageSquareIcon aria-hidden="true" />
                  Escribir por Traspasa
                </Link>
              </Button>
            ) : null}
            {website ? (
              <Button asChild variant="outline">
                <a href={website} target="_blank" rel="noopener noreferrer">
                  <GlobeIcon aria-hidden="true" />
                  Sitio web
                </a>
              </Button>
            ) : null}
            {linkedin ? (
              <Button asChild variant="outline">
                <a href={linkedin} target="_blank" rel="noopener noreferrer">
                  <ExternalLinkIcon aria-hidden="true" />
                  LinkedIn
                </a>
              </Button>
            ) : null}
            {contacts.length === 0 && !p.contact && !website && !linkedin && !p.userId ? (
              <p className="text-sm text-muted-foreground">
                Este profesional no ha publicado datos de contacto.
              </p>
            ) : null}
          </aside>
        </div>
      </PageBody>
    </>
  );
}
