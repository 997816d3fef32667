import { paths } from '@/config/paths';

/** The main navigation (header, mobile menu). */
export const mainNav = [
  { to: paths.businesses.href, label: 'Negocios' },
  { to: paths.resources.href, label: 'Recursos' },
  { to: paths.professionals.href, label: 'Profesionales' },
  { to: paths.subscriptionPlans.href, label: 'Planes' },
] as const;

/** Where 'Vender mi negocio' leads: sign-up for visitors, the listing form for sellers. */
export function sellHref(
  user: { role?: string | null; secondaryRole?: string | null } | null | undefined,
): string {
  if (!user) return paths.auth.build({ tab: 'register', redirectTo: paths.createBusiness.href });
  if (user.role === 'seller' || user.secondaryRole === 'seller' || user.role === 'admin') {
    return paths.sellerCreateListing.href;
  }
  return paths.createBusiness.href;
}

export function accountLinks(isAdmin: boolean) {
  const links: Array<{ to: string; label: string }> = [
    { to: paths.dashboard.href, label: 'Mi panel' },
    { to: paths.messages.href, label: 'Mensajes' },
    { to: paths.profile.href, label: 'Perfil' },
    { to: paths.profileSettings.href, label: 'Configuración' },
    { to: paths.changePassword.href, label: 'Cambiar contraseña' },
  ];
  if (isAdmin) links.push({ to: paths.adminDashboard.href, label: 'Administración' });
  return links;
}
