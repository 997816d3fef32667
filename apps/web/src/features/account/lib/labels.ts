import type { UserRole } from '@traspasa/shared/enums';

export const roleLabels: Record<UserRole, string> = {
  buyer: 'Comprador',
  seller: 'Vendedor',
  consultant: 'Consultor',
  admin: 'Administrador',
};

export function displayName(user: { fullName: string | null; username: string }): string {
  return user.fullName?.trim() || user.username || 'Usuario';
}
