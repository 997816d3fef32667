import type { AdminQueueCounts } from '@traspasa/shared/admin-queues';
import { countText as countWith } from '@traspasa/shared/plural';
import {
  ActivityIcon,
  ArrowLeftRightIcon,
  BadgePercentIcon,
  BookOpenIcon,
  BriefcaseIcon,
  BugIcon,
  CalculatorIcon,
  CreditCardIcon,
  FileSignatureIcon,
  FileTextIcon,
  HandshakeIcon,
  IdCardIcon,
  LandmarkIcon,
  LayoutDashboardIcon,
  ListChecksIcon,
  type LucideIcon,
  MessageSquareTextIcon,
  PlusCircleIcon,
  ScaleIcon,
  ScrollTextIcon,
  ShieldCheckIcon,
  UsersIcon,
} from 'lucide-react';
import { paths } from '@/config/paths';

/** How a count reads after the item's name ("Moderación, 3 pendientes"). */
type CountWording = 'pending' | 'unresolved' | 'failed';

export type AdminNavItem = {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Extra paths that mark this item as the current one (besides `to` and what lies below it). */
  alsoActiveOn?: string[];
  /** Exact match only (the dashboard: /admin must not light up for /admin/users). */
  end?: boolean;
  count?: (counts: AdminQueueCounts) => number;
  wording?: CountWording;
};

export type AdminNavGroup = { title: string; items: AdminNavItem[] };

export const adminNav: AdminNavGroup[] = [
  {
    title: 'General',
    items: [
      {
        to: paths.adminDashboard.href,
        label: 'Panel',
        icon: LayoutDashboardIcon,
        alsoActiveOn: [paths.admin.href],
        end: true,
      },
      { to: paths.adminUserMetrics.href, label: 'Métricas de usuarios', icon: ActivityIcon },
    ],
  },
  {
    title: 'Mercado',
    items: [
      {
        to: paths.adminModeration.href,
        label: 'Moderación',
        icon: ShieldCheckIcon,
        count: (c) => c.listingsPending + c.reportsPending,
      },
      {
        to: paths.ndaAudit.href,
        label: 'Acuerdos',
        icon: FileSignatureIcon,
        count: (c) => c.ndaUploadsPending,
      },
      { to: paths.adminNegotiations.href, label: 'Negociaciones', icon: HandshakeIcon },
      // The road to closing (decision 175): its templates per country, and the disputed payments.
      { to: paths.adminClosingTemplates.href, label: 'Rutas de traspaso', icon: ListChecksIcon },
      { to: paths.adminClosingDisputes.href, label: 'Pagos en disputa', icon: ScaleIcon },
      { to: paths.adminBusinessNew.href, label: 'Crear un negocio', icon: PlusCircleIcon },
      {
        to: paths.adminProfessionals.href,
        label: 'Profesionales',
        icon: BriefcaseIcon,
        count: (c) => c.professionalsPending,
      },
      { to: paths.adminResources.href, label: 'Recursos', icon: BookOpenIcon },
    ],
  },
  {
    title: 'Personas',
    items: [
      { to: paths.adminUsers.href, label: 'Usuarios', icon: UsersIcon },
      {
        to: paths.adminIdentityVerifications.href,
        label: 'Verificaciones de identidad',
        icon: IdCardIcon,
        count: (c) => c.identityPending,
      },
      {
        to: paths.adminFundsVerifications.href,
        label: 'Verificaciones de fondos',
        icon: LandmarkIcon,
        count: (c) => c.fundsPending,
      },
      {
        to: paths.adminFeedback.href,
        label: 'Comentarios',
        icon: MessageSquareTextIcon,
        count: (c) => c.feedbackPending,
      },
      { to: paths.adminValuationLeads.href, label: 'Interesados en valorar', icon: CalculatorIcon },
    ],
  },
  {
    title: 'Plataforma',
    items: [
      {
        to: paths.adminErrors.href,
        label: 'Errores',
        icon: BugIcon,
        count: (c) => c.errorsUnresolved,
        wording: 'unresolved',
      },
      { to: paths.adminAuditLog.href, label: 'Registro de auditoría', icon: ScrollTextIcon },
    ],
  },
  {
    title: 'Pagos',
    items: [
      {
        to: paths.adminStripe.href,
        label: 'Pagos',
        icon: CreditCardIcon,
        count: (c) => c.paymentEventsFailed,
        wording: 'failed',
      },
      {
        to: paths.adminTransfers.href,
        label: 'Transferencias por conciliar',
        icon: ArrowLeftRightIcon,
        alsoActiveOn: [paths.adminTransferStatement.href, paths.adminBankAccounts.href],
        count: (c) => c.transfersPending,
      },
      { to: paths.adminDiscountCodes.href, label: 'Códigos de descuento', icon: BadgePercentIcon },
      { to: paths.adminInvoices.href, label: 'Facturas electrónicas', icon: FileTextIcon },
    ],
  },
];

/** "3 pendientes", "1 sin resolver", "2 eventos fallidos". */
export function countText(count: number, wording: CountWording = 'pending'): string {
  switch (wording) {
    case 'unresolved':
      return `${count} sin resolver`;
    case 'failed':
      return countWith(count, 'evento fallido', 'eventos fallidos');
    default:
      return countWith(count, 'pendiente', 'pendientes');
  }
}

/** The link's accessible name: "Moderación, 3 pendientes", or just the label when nothing waits. */
export function itemName(item: AdminNavItem, counts: AdminQueueCounts | undefined): string {
  const count = counts && item.count ? item.count(counts) : 0;
  return count > 0 ? `${item.label}, ${countText(count, item.wording)}` : item.label;
}

/** Whether `pathname` is this item's screen (or a page below it: /admin/users/7 for Usuarios). */
export function isItemActive(item: AdminNavItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  const targets = [item.to, ...(item.alsoActiveOn ?? [])];
  return targets.some((to) => path === to || (!item.end && path.startsWith(`${to}/`)));
}

/** The current item, for the phone menu's button. */
export function activeItem(pathname: string): AdminNavItem | undefined {
  for (const group of adminNav) {
    for (const item of group.items) if (isItemActive(item, pathname)) return item;
  }
  return undefined;
}

/** Everything that waits, across the queues shown in the navigation (the phone button's badge). */
export function totalWaiting(counts: AdminQueueCounts | undefined): number {
  if (!counts) return 0;
  return adminNav.flatMap((g) => g.items).reduce((sum, item) => sum + (item.count?.(counts) ?? 0), 0);
}
