// The words and small formats of the user-management screens.
import {
  type AdminUserDetail,
  type AdminUserStatus,
  adminUserStatusLabels,
  userRoleLabels,
} from '@traspasa/shared/admin-users';
import { formatShortDate, formatShortDateTime } from '@traspasa/shared/dates';
import type { UserRole } from '@traspasa/shared/enums';
import type { BadgeProps } from '@/components/ui/badge';

type Tone = NonNullable<BadgeProps['variant']>;

export const statusTones: Record<AdminUserStatus, Tone> = {
  active: 'success',
  suspended: 'warning',
  deleted: 'muted',
};

export function statusLabel(status: AdminUserStatus): string {
  return adminUserStatusLabels[status];
}

/** "Vendedor", or "Vendedor + Comprador" with a secondary role. */
export function rolesLabel(role: UserRole, secondaryRole: UserRole | null): string {
  return secondaryRole ? `${userRoleLabels[role]} + ${userRoleLabels[secondaryRole]}` : userRoleLabels[role];
}

export { businessStatusLabels as listingStatusLabels } from '@traspasa/shared/business-labels';

export const ndaStatusLabels: Record<string, string> = {
  pending: 'Pendiente',
  signed: 'Firmado',
  rejected: 'Rechazado',
};

export const identityLabels: Record<AdminUserDetail['identity']['status'], { label: string; tone: Tone }> = {
  none: { label: 'Sin solicitud', tone: 'muted' },
  pending: { label: 'En revisión', tone: 'warning' },
  approved: { label: 'Verificada', tone: 'success' },
  rejected: { label: 'Rechazada', tone: 'destructive' },
};

export const paymentStatusLabels: Record<string, string> = {
  pending: 'Pendiente',
  processing: 'Procesando',
  succeeded: 'Pagado',
  failed: 'Fallido',
  canceled: 'Cancelado',
  refunded: 'Reembolsado',
};

export const subscriptionStatusLabels: Record<string, string> = {
  active: 'Activa',
  trialing: 'De prueba',
  past_due: 'Pago atrasado',
  canceled: 'Cancelada',
  unpaid: 'Impaga',
  incomplete: 'Incompleta',
  incomplete_expired: 'Vencida',
  paused: 'En pausa',
};

const money = new Intl.NumberFormat('es-EC', { style: 'currency', currency: 'USD' });
export function formatAmount(amount: string, currency: string): string {
  const value = Number(amount);
  if (currency.toLowerCase() !== 'usd') return `${amount} ${currency.toUpperCase()}`;
  return Number.isFinite(value) ? money.format(value) : amount;
}

const parse = (value: string | null | undefined): Date | null => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** "21 nov 2026, 15:04". */
export function formatDateTime(value: string | null | undefined, empty = '—'): string {
  return parse(value) ? formatShortDateTime(value) : empty;
}

/** "21 nov 2026". */
export function formatDay(value: string | null | undefined, empty = '—'): string {
  return parse(value) ? formatShortDate(value) : empty;
}

export function displayName(user: { fullName: string | null; username: string }): string {
  return user.fullName?.trim() || user.username;
}

export type GuardedAction = 'roles' | 'demote' | 'suspend' | 'reactivate' | 'reset' | 'erase';

/**
 * Why an action cannot be taken on this account, or null when it can. The server enforces
 * each rule; the screen disables the button and says why.
 */
export function blockedReason(detail: AdminUserDetail, action: GuardedAction): string | null {
  const { user, guards } = detail;
  if (user.status === 'deleted') return 'La cuenta fue eliminada: ya no admite cambios.';
  const isAdmin = user.role === 'admin';
  switch (action) {
    case 'roles':
      return null;
    case 'demote':
      if (!isAdmin) return null;
      if (guards.isSelf) return 'No puedes quitarte tu propio rol de administración.';
      if (guards.lastActiveAdmin) return 'Es la única cuenta de administración activa: nombra antes a otra.';
      return null;
    case 'suspend':
      if (user.status === 'suspended') return 'La cuenta ya está suspendida.';
      if (guards.isSelf) return 'No puedes suspender tu propia cuenta.';
      if (guards.lastActiveAdmin) return 'Es la única cuenta de administración activa: nombra antes a otra.';
      return null;
    case 'reactivate':
      return user.status === 'suspended' ? null : 'La cuenta no está suspendida.';
    case 'reset':
      if (guards.isSelf) return 'Para tu propia contraseña usa «Cambiar contraseña» en tu perfil.';
      if (user.status === 'suspended') return 'Reactiva la cuenta antes de pedirle una nueva contraseña.';
      return null;
    case 'erase':
      if (guards.isSelf) return 'No puedes eliminar tu propia cuenta desde aquí.';
      if (isAdmin) return 'Primero quítale el rol de administración.';
      return null;
  }
}
