// The user list's search and filters live in the address, in Spanish words
// (`?buscar=ana&rol=vendedor&verificada=si&estado=suspendida`); the API gets its own names.
import { type AdminUserStatus, adminUserStatuses } from '@traspasa/shared/admin-users';
import { type UserRole, userRoles } from '@traspasa/shared/enums';

export type UserFilters = {
  q: string | null;
  role: UserRole | null;
  verified: 'yes' | 'no' | null;
  status: AdminUserStatus | null;
};

export const emptyFilters: UserFilters = { q: null, role: null, verified: null, status: null };

const roleWords: Record<UserRole, string> = {
  buyer: 'comprador',
  seller: 'vendedor',
  consultant: 'consultor',
  admin: 'admin',
};
const statusWords: Record<AdminUserStatus, string> = {
  active: 'activa',
  suspended: 'suspendida',
  deleted: 'eliminada',
};
const verifiedWords = { yes: 'si', no: 'no' } as const;

const fromWord = <K extends string>(words: Record<K, string>, word: string | null): K | null =>
  (Object.keys(words) as K[]).find((key) => words[key] === word) ?? null;

export function filtersFromSearch(params: URLSearchParams): UserFilters {
  const q = params.get('buscar')?.trim().slice(0, 100) || null;
  const role = fromWord(roleWords, params.get('rol'));
  const status = fromWord(statusWords, params.get('estado'));
  return {
    q,
    role: role && (userRoles as readonly string[]).includes(role) ? role : null,
    verified: fromWord(verifiedWords, params.get('verificada')),
    status: status && (adminUserStatuses as readonly string[]).includes(status) ? status : null,
  };
}

export function searchFromFilters(filters: UserFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q?.trim()) params.set('buscar', filters.q.trim());
  if (filters.role) params.set('rol', roleWords[filters.role]);
  if (filters.verified) params.set('verificada', verifiedWords[filters.verified]);
  if (filters.status) params.set('estado', statusWords[filters.status]);
  return params;
}

export function hasFilters(filters: UserFilters): boolean {
  return searchFromFilters(filters).toString() !== '';
}
