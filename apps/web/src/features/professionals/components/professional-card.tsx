import { BriefcaseIcon, MapPinIcon } from 'lucide-react';
import { Link } from 'react-router';
import { IdentityBadge } from '@/components/identity-badge';
import { Avatar, AvatarFallback, AvatarImage, initialsOf } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { experienceLabel } from '../lib/contact';
import type { Professional } from '../types';

export function ProfessionalCard({ professional }: { professional: Professional }) {
  const experience = experienceLabel(professional.yearsExperience ?? professional.experience);
  return (
    <article className="relative flex h-full flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      <div className="flex items-start gap-4">
        <Avatar className="size-14">
          {professional.imageUrl ? <AvatarImage src={professional.imageUrl} alt="" /> : null}
          <AvatarFallback className="text-base">{initialsOf(professional.name)}</AvatarFallback>
        </Avatar>
        <div className="min-w-0">
          <h2 className="text-base font-semibold leading-snug">
            <Link
              to={`/professionals/${professional.id}`}
              className="outline-none after:absolute after:inset-0 after:content-['']"
            >
              {professional.name}
            </Link>
          </h2>
          {professional.profession ? (
            <p className="text-sm font-medium text-primary">{professional.profession}</p>
          ) : null}
          <IdentityBadge verified={professional.identityVerified} className="mt-1.5" />
        </div>
      </div>
      {professional.description ? (
        <p className="line-clamp-3 text-sm leading-6 text-muted-foreground">{professional.description}</p>
      ) : null}
      {professional.specialties && professional.specialties.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Especialidades">
          {professional.specialties.slice(0, 4).map((s) => (
            <li key={s}>
              <Badge variant="muted">{s}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-x-4 gap-y-1 border-t pt-3 text-xs text-muted-foreground">
        {professional.location ? (
          <span className="inline-flex items-center gap-1">
            <MapPinIcon className="size-3.5" aria-hidden="true" />
            {professional.location}
          </span>
        ) : null}
        {experience ? (
          <span className="inline-flex items-center gap-1">
            <BriefcaseIcon className="size-3.5" aria-hidden="true" />
            {experience}
          </span>
        ) : null}
      </div>
    </article>
  );
}
