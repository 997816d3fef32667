// How a person is named on screen: the header, the menus, the panels, the chat.

export type NamedUser = { fullName?: string | null; username?: string | null } | null | undefined;

/** The name shown is fullName, else username, else 'Usuario'. */
export function displayName(user: NamedUser): string {
  return user?.fullName?.trim() || user?.username?.trim() || 'Usuario';
}

const ROLE_LABELS: Record<string, string> = {
  buyer: 'Comprador',
  seller: 'Vendedor',
  consultant: 'Consultor',
  admin: 'Administrador',
};

export function roleLabel(role: string | null | undefined): string {
  return (role && ROLE_LABELS[role]) || 'Usuario';
}
