// What the buyer is told about their proof of funds (decision 104), in Spanish (tú): the
// decision (bell + mail through the notices module) and, 7 days before, the badge's end.
import { formatDate } from '@traspasa/shared/dates';
import { type FundsBand, fundsBadgeText, fundsBandLabels } from '@traspasa/shared/funds';
import type { DecisionNotice } from '../notices/notices.service.ts';

export const FUNDS_PAGE = '/buyer/proof-of-funds';
const ZONE = { timeZone: 'America/Guayaquil' };

const sentence = (text: string) => {
  const t = text.trim();
  return /[.!?…]$/.test(t) ? t : `${t}.`;
};

export function fundsApprovedNotice(input: {
  userId: number;
  declared: FundsBand;
  approved: FundsBand;
  approvedAt: Date;
  expiresAt: Date;
}): DecisionNotice {
  const badge = fundsBadgeText(input.approved, input.approvedAt);
  const lowered = input.approved !== input.declared;
  return {
    userId: input.userId,
    type: 'funds-approved',
    title: 'Tus fondos están verificados',
    body: `${badge}. Vale hasta el ${formatDate(input.expiresAt, ZONE)}.`,
    href: FUNDS_PAGE,
    mail: {
      paragraphs: [
        lowered
          ? `Revisamos tu comprobante de fondos. Declaraste «${fundsBandLabels[input.declared]}», pero el documento respalda «${fundsBandLabels[input.approved]}»: ese es el rango que verificamos.`
          : `Revisamos tu comprobante de fondos y confirmamos el rango que declaraste: «${fundsBandLabels[input.approved]}».`,
        `Los vendedores ven ahora en tu perfil la insignia «${badge}». Vale hasta el ${formatDate(input.expiresAt, ZONE)}; una semana antes te avisaremos para que la renueves.`,
        'Borraremos tu documento 30 días después de la revisión; guardamos solo la decisión y el rango.',
      ],
      linkLabel: 'Ver tu verificación de fondos',
    },
  };
}

export function fundsRejectedNotice(input: { userId: number; reason: string }): DecisionNotice {
  return {
    userId: input.userId,
    type: 'funds-rejected',
    title: 'No pudimos verificar tus fondos',
    body: `Motivo: ${sentence(input.reason)} Puedes subir otro documento.`,
    href: FUNDS_PAGE,
    mail: {
      paragraphs: [
        `Revisamos tu comprobante de fondos y no pudimos aprobarlo. El motivo: ${sentence(input.reason)}`,
        'Puedes responder subiendo otro documento cuando quieras: un certificado bancario o un estado de cuenta reciente, completo y legible.',
      ],
      linkLabel: 'Subir otro documento',
    },
  };
}

export function fundsExpiringNotice(input: {
  userId: number;
  band: FundsBand;
  verifiedAt: Date;
  expiresAt: Date;
}): DecisionNotice {
  const badge = fundsBadgeText(input.band, input.verifiedAt);
  const end = formatDate(input.expiresAt, ZONE);
  return {
    userId: input.userId,
    type: 'funds-expiring',
    title: 'Tu verificación de fondos vence en 7 días',
    body: `«${badge}» deja de mostrarse el ${end}. Sube un documento reciente para renovarla.`,
    href: FUNDS_PAGE,
    mail: {
      paragraphs: [
        `Tu insignia «${badge}» vence el ${end}: desde ese día los vendedores ya no la verán en tu perfil.`,
        'Si quieres conservarla, sube un certificado bancario o un estado de cuenta reciente; lo revisamos en uno o dos días hábiles. Los accesos que ya te dieron los vendedores se mantienen.',
      ],
      linkLabel: 'Renovar tu verificación de fondos',
    },
  };
}
