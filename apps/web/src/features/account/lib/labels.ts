import type { UserRole } from '@traspasa/shared/enums';

export const roleLabels: Record<UserRole, string> = {
  buyer: 'Comprador',
  seller: 'Vendedor',
  consultant: 'Consultor',
  admin: 'Administrador',
};

const tierLabels: Record<string, string> = {
  free: 'Gratis',
  basic: 'Básico',
  premium: 'Premium',
  featured: 'Destacado',
  pro: 'Profesional',
  professional: 'Profesional',
  business: 'Empresa',
};

const statusLabels: Record<string, string> = {
  active: 'Activa',
  trialing: 'En período de prueba',
  past_due: 'Pago pendiente',
  unpaid: 'Impaga',
  canceled: 'Cancelada',
  cancelled: 'Cancelada',
  incomplete: 'Incompleta',
  incomplete_expired: 'Vencida',
  expired: 'Vencida',
  grace_period: 'En período de gracia',
  paused: 'En pausa',
  inactive: 'Inactiva',
};

function capitalize(value: string): string {
  const spaced = value.replace(/[_-]+/g, ' ').trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

export function tierLabel(tier: string | null | undefined): string {
  if (!tier) return 'Gratis';
  return tierLabels[tier.toLowerCase()] ?? capitalize(tier);
}

export function subscriptionStatusLabel(status: string | null | undefined): string | null {
  if (!status) return null;
  return statusLabels[status.toLowerCase()] ?? capitalize(status);
}

export function displayName(user: { fullName: string | null; username: string }): string {
  return user.fullName?.trim() || user.username || 'Usuario';
}
