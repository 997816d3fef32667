// Mails about a person's identity verification (decision 100), in Spanish (tú).
import {
  type IdentityDocumentType,
  type IdentityRejectionReason,
  identityDocumentLabels,
  identityRejectionReasons,
} from '@traspasa/shared/identity';
import type { Mail } from '../../lib/mailer.ts';

interface Person {
  name: string;
  email: string;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function mail(
  to: string,
  subject: string,
  paragraphs: string[],
  link: { href: string; label: string },
): Mail {
  const text = [...paragraphs, `${link.label}: ${link.href}`, 'El equipo de Traspasa'].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
    '<p>El equipo de Traspasa</p>',
  ].join('\n');
  return { to, subject, text, html };
}

export function identityApprovedMail(to: Person, documentType: IdentityDocumentType, appUrl: string): Mail {
  return mail(
    to.email,
    'Tu identidad está verificada',
    [
      `Hola ${to.name}:`,
      `Revisamos tu ${identityDocumentLabels[documentType]} y tu selfie: tu identidad está verificada. Desde ahora tu perfil, tus anuncios y tus acuerdos de confidencialidad muestran la insignia «Identidad verificada».`,
      'Borraremos las fotos de tu documento al terminar el plazo de conservación; guardamos solo la decisión y el tipo de documento.',
    ],
    { href: `${appUrl}/identity-verification`, label: 'Ver tu verificación' },
  );
}

export function identityRejectedMail(
  to: Person,
  reason: IdentityRejectionReason,
  note: string | null,
  appUrl: string,
): Mail {
  const why = reason === 'otro' && note ? note : identityRejectionReasons[reason];
  return mail(
    to.email,
    'No pudimos verificar tu identidad',
    [
      `Hola ${to.name}:`,
      `Revisamos tu solicitud de verificación de identidad y no pudimos aprobarla. El motivo: ${why}`,
      'Puedes enviar una nueva solicitud cuando quieras, con fotos nítidas del documento y una selfie sosteniéndolo.',
    ],
    { href: `${appUrl}/identity-verification`, label: 'Intentarlo de nuevo' },
  );
}
