import type { UserRole } from '@traspasa/shared/enums';
import type { SellerKey } from './types.ts';

/** Every demo account signs in with this password (decision 010: the demo seed). */
export const DEMO_PASSWORD = 'Demo12345!';

/**
 * An Ecuadorian cédula from its first nine digits plus the modulo-10 check digit
 * the Registro Civil uses, so the demo numbers pass real validators.
 */
export function cedula(firstNine: string): string {
  const sum = [...firstNine].reduce((acc, ch, i) => {
    const product = Number(ch) * (i % 2 === 0 ? 2 : 1);
    return acc + (product > 9 ? product - 9 : product);
  }, 0);
  return `${firstNine}${(10 - (sum % 10)) % 10}`;
}

export interface DemoUser {
  username: string;
  email: string;
  fullName: string;
  role: UserRole;
  cedula: string | null;
  identityVerified: boolean;
}

/** The four demo accounts, one per role. */
export const demoAccounts = {
  admin: {
    username: 'admin',
    email: 'admin@traspasa.test',
    fullName: 'Patricia Elizabeth Jaramillo Torres',
    role: 'admin',
    cedula: cedula('170345612'),
    identityVerified: true,
  },
  seller: {
    username: 'vendedor',
    email: 'vendedor@traspasa.test',
    fullName: 'Carlos Andrés Mora Salazar',
    role: 'seller',
    cedula: cedula('171345678'),
    identityVerified: false,
  },
  buyer: {
    username: 'comprador',
    email: 'comprador@traspasa.test',
    fullName: 'Andrea Sofía Guerrero Benítez',
    role: 'buyer',
    cedula: cedula('170987654'),
    identityVerified: false,
  },
  consultant: {
    username: 'consultor',
    email: 'consultor@traspasa.test',
    fullName: 'Luis Fernando Espinosa Carrión',
    role: 'consultant',
    cedula: cedula('171122334'),
    identityVerified: false,
  },
} as const satisfies Record<'admin' | 'seller' | 'buyer' | 'consultant', DemoUser>;

/** More sellers so the catalogue is not one person's (keys match `SeedListing.seller`). */
export const extraSellers = {
  maria: {
    username: 'mcevallos',
    email: 'maria.cevallos@traspasa.test',
    fullName: 'María Fernanda Cevallos Ortiz',
    role: 'seller',
    cedula: cedula('091234567'),
    identityVerified: true,
  },
  diego: {
    username: 'dparedes',
    email: 'diego.paredes@traspasa.test',
    fullName: 'Diego Alejandro Paredes Villacís',
    role: 'seller',
    cedula: cedula('010456782'),
    identityVerified: true,
  },
  gabriela: {
    username: 'gandrade',
    email: 'gabriela.andrade@traspasa.test',
    fullName: 'Gabriela Estefanía Andrade León',
    role: 'seller',
    cedula: cedula('130987654'),
    identityVerified: false,
  },
  valentina: {
    username: 'vrestrepo',
    email: 'valentina.restrepo@traspasa.test',
    fullName: 'Valentina Restrepo Gómez',
    role: 'seller',
    cedula: null,
    identityVerified: false,
  },
  rodrigo: {
    username: 'rsalinas',
    email: 'rodrigo.salinas@traspasa.test',
    fullName: 'Rodrigo Salinas Huamán',
    role: 'seller',
    cedula: null,
    identityVerified: false,
  },
  ximena: {
    username: 'xtorres',
    email: 'ximena.torres@traspasa.test',
    fullName: 'Ximena Torres Olvera',
    role: 'seller',
    cedula: null,
    identityVerified: false,
  },
} as const satisfies Record<Exclude<SellerKey, 'vendedor'>, DemoUser>;
