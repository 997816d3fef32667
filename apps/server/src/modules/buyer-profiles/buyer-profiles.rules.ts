/** Who may keep a buyer profile: a buyer, or someone whose secondary role is buyer (decision 103). */
export function actsAsBuyer(user: { role: string; secondaryRole: string | null }): boolean {
  return user.role === 'buyer' || user.secondaryRole === 'buyer';
}

export const NOT_A_BUYER =
  'El perfil de comprador es para cuentas que compran. Añade el rol «Comprador» en Configuración de tu cuenta y vuelve aquí.';

/** The card of someone the viewer may not see answers exactly like an unknown user (decision 080). */
export const BUYER_NOT_FOUND = 'No encontramos a esa persona.';
