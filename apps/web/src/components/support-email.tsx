import type { ReactNode } from 'react';
import { useSupportEmail } from '@/lib/site-info';

/**
 * The configured support address as a mail link (GET /api/site); while it loads, the words
 * «nuestro equipo de soporte», so a sentence never shows an address that may not be ours.
 */
export function SupportEmail({ className, children }: { className?: string; children?: ReactNode }) {
  const email = useSupportEmail();
  if (!email) return <span className={className}>{children ?? 'nuestro equipo de soporte'}</span>;
  return (
    <a href={`mailto:${email}`} className={className}>
      {children ?? email}
    </a>
  );
}
