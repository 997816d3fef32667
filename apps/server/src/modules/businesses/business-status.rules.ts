import type { BusinessStatus } from '@traspasa/shared/enums';

/**
 * The listing status machine, in one place (decision 030).
 * Pure: the services load the listing, ask this function, and write what it answers.
 */
export type ListingAction =
  | 'submit'
  | 'approve'
  | 'reject'
  | 'markSold'
  /** An edit that changes at least one public field (PUBLIC_FIELDS). */
  | 'editPublic'
  /** An edit that changes no public field (confidential info, tier, signature option). */
  | 'editPrivate'
  | 'delete'
  /** 90 days after approval or renewal without a renewal (the expiry job; decision 151). */
  | 'expire'
  /** The seller's (or an admin's) "Renovar": 90 more days. */
  | 'renew'
  /** The seller's account was suspended: a public listing leaves the public (decision 156). */
  | 'hold'
  /** The seller's account was reactivated: the listing returns to the status it had. */
  | 'release'
  /** Both parties signed an accepted offer: the buyer's exclusivity starts (decision 171). */
  | 'reserve'
  /** The seller (or an admin) releases the reservation: the deal fell through (decision 171). */
  | 'endReservation'
  /** The seller (or an admin) marks the reserved deal closed, with its price (decision 171). */
  | 'closeDeal';

/**
 * The statuses a suspension holds (the public ones); `seller-hold.repository.ts` moves them in
 * bulk with this same list, and the table's CHECK allows only these in `held_from`.
 */
/** The statuses the public sees a listing in (search, its page, the sitemap). */
export const PUBLIC_STATUSES = ['approved', 'reserved', 'sold'] as const;

export const HOLDABLE = ['approved', 'reserved', 'sold'] as const;

/**
 * Actions only the system takes (a job, the side effect of an account's suspension, or the
 * second signature of an accepted offer, which reserves the listing).
 */
const SYSTEM_ACTIONS: ReadonlySet<ListingAction> = new Set(['expire', 'hold', 'release', 'reserve']);

/** `system`: a scheduled job or an account change, never a listing request. */
export type ListingActor = 'seller' | 'admin' | 'system';

export type TransitionResult =
  | { ok: true; to: BusinessStatus | 'deleted' }
  | { ok: false; status: 403 | 409; message: string };

/** Changing one of these on an approved listing sends it back to review. */
export const PUBLIC_FIELDS = [
  'title',
  'description',
  'category',
  'country',
  'location',
  'askingPrice',
  'annualRevenue',
  'annualProfit',
  'yearsOperation',
  'employeeCount',
  'sellingReason',
  'cashFlow',
  'inventoryIncluded',
  'inventoryValue',
  'equipmentIncluded',
  'equipmentValue',
  'premises',
  'monthlyRent',
  'leaseEndsOn',
  'sellerFinancing',
  'sellerFinancingTerms',
  'trainingWeeks',
] as const;

/** What a listing needs before review, with the name the seller sees in the form. */
export const SUBMIT_REQUIREMENTS = {
  title: 'título',
  category: 'categoría',
  country: 'país',
  location: 'ubicación',
  askingPrice: 'precio de venta',
  description: 'descripción',
  images: 'al menos una foto',
} as const;

const STATUS_LABELS: Record<BusinessStatus, string> = {
  draft: 'borrador',
  pending: 'en revisión',
  approved: 'publicado',
  reserved: 'reservado para un comprador que firmó una carta de intención',
  rejected: 'rechazado',
  sold: 'vendido',
  expired: 'vencido',
  held: 'retenido porque la cuenta de quien lo vende está suspendida',
};

const ACTION_LABELS: Record<ListingAction, string> = {
  submit: 'enviarlo a revisión',
  approve: 'aprobarlo',
  reject: 'rechazarlo',
  markSold: 'marcarlo como vendido',
  editPublic: 'editarlo',
  editPrivate: 'editarlo',
  delete: 'eliminarlo',
  expire: 'darlo por vencido',
  renew: 'renovarlo',
  hold: 'retenerlo',
  release: 'devolverlo a su estado',
  reserve: 'reservarlo',
  endReservation: 'liberar la reserva',
  closeDeal: 'cerrar el trato',
};

const ADMIN_ONLY: ReadonlySet<ListingAction> = new Set(['approve', 'reject']);

function refuse(from: BusinessStatus, action: ListingAction): TransitionResult {
  const hint: Partial<Record<ListingAction, string>> = {
    submit:
      from === 'pending'
        ? ' Ya está en revisión; te avisaremos cuando un administrador lo revise.'
        : ' Solo se envían a revisión los borradores y los negocios rechazados.',
    approve: ' Solo se aprueban negocios en revisión.',
    reject: ' Solo se rechazan negocios en revisión.',
    markSold:
      from === 'reserved'
        ? ' Cierra el trato desde la negociación, con el precio acordado, o libera la reserva.'
        : ' Solo un negocio publicado o vencido puede marcarse como vendido.',
    editPublic:
      from === 'reserved'
        ? ' Mientras dura la reserva su parte pública no cambia: el comprador firmó sobre lo publicado.'
        : ' Un negocio vendido ya no se puede modificar.',
    editPrivate: ' Un negocio vendido ya no se puede modificar.',
    expire: ' Solo vence un negocio publicado.',
    hold: ' Solo se retienen negocios publicados o vendidos.',
    release: ' Solo vuelve a su estado un negocio retenido.',
    reserve: ' Solo se reserva un negocio publicado.',
    endReservation: ' Solo se libera un negocio reservado.',
    closeDeal: ' Solo se cierra el trato de un negocio reservado.',
    delete:
      from === 'reserved'
        ? ' Está reservado: libera la reserva o cierra el trato antes.'
        : ' Solo puedes eliminar borradores. Si ya no quieres venderlo, márcalo como vendido o escríbenos.',
    renew:
      from === 'pending'
        ? ' Está en revisión: cuando un administrador lo apruebe tendrá 90 días más.'
        : ' Solo se renuevan los anuncios publicados o vencidos.',
  };
  return {
    ok: false,
    status: 409,
    message: `No se puede ${ACTION_LABELS[action]}: el negocio está ${STATUS_LABELS[from]}.${hint[action] ?? ''}`,
  };
}

export interface TransitionContext {
  /** The seller changed public content since the last approval (renewal goes to review). */
  edited?: boolean;
  /** A held listing's status before the hold (`held_from`). */
  heldFrom?: (typeof HOLDABLE)[number];
  /** The seller's account is suspended (or erased): none of its listings may become public. */
  sellerSuspended?: boolean;
}

export function transition(
  from: BusinessStatus,
  action: ListingAction,
  actor: ListingActor,
  context: TransitionContext = {},
): TransitionResult {
  const result = move(from, action, actor, context);
  if (
    result.ok &&
    context.sellerSuspended &&
    action !== 'release' &&
    (result.to === 'approved' || result.to === 'reserved' || result.to === 'sold') &&
    result.to !== from
  ) {
    return {
      ok: false,
      status: 409,
      message: `No se puede ${ACTION_LABELS[action]}: la cuenta de quien lo vende está suspendida. Reactívala antes de publicar sus negocios.`,
    };
  }
  return result;
}

function move(
  from: BusinessStatus,
  action: ListingAction,
  actor: ListingActor,
  context: TransitionContext,
): TransitionResult {
  if (ADMIN_ONLY.has(action) && actor !== 'admin') {
    return { ok: false, status: 403, message: 'Solo un administrador puede moderar negocios.' };
  }
  // A reservation left untouched long after its end is released by the job too (decision 171).
  const systemMayToo = action === 'endReservation' && actor === 'system';
  if (SYSTEM_ACTIONS.has(action) !== (actor === 'system') && !systemMayToo) {
    return {
      ok: false,
      status: 403,
      message:
        action === 'hold' || action === 'release'
          ? 'Un negocio se retiene o se libera solo, al suspender o reactivar la cuenta de quien lo vende.'
          : action === 'reserve'
            ? 'Un negocio se reserva solo, cuando ambas partes firman una oferta aceptada.'
            : 'Un anuncio vence solo, 90 días después de su aprobación.',
    };
  }
  // Nothing but the account's reactivation (or an admin's deletion) moves a held listing.
  if (from === 'held' && action !== 'release' && !(action === 'delete' && actor === 'admin')) {
    return refuse(from, action);
  }
  switch (action) {
    case 'submit':
      return from === 'draft' || from === 'rejected' ? { ok: true, to: 'pending' } : refuse(from, action);
    case 'approve':
    case 'reject':
      return from === 'pending'
        ? { ok: true, to: action === 'approve' ? 'approved' : 'rejected' }
        : refuse(from, action);
    case 'markSold':
      return from === 'approved' || from === 'expired' ? { ok: true, to: 'sold' } : refuse(from, action);
    case 'expire':
      return from === 'approved' ? { ok: true, to: 'expired' } : refuse(from, action);
    case 'renew':
      if (from === 'approved') return { ok: true, to: 'approved' };
      // Public content changed while it was away: it is reviewed again before it returns.
      if (from === 'expired')
        return { ok: true, to: context.edited && actor === 'seller' ? 'pending' : 'approved' };
      return refuse(from, action);
    case 'editPublic':
      if (from === 'sold') return refuse(from, action);
      // The reserving buyer signed on what was published: the seller cannot change it meanwhile;
      // an admin's correction (already reviewed) keeps the reservation.
      if (from === 'reserved') return actor === 'admin' ? { ok: true, to: from } : refuse(from, action);
      // An admin's correction is already reviewed; the seller's change goes back to review.
      return { ok: true, to: from === 'approved' && actor === 'seller' ? 'pending' : from };
    case 'editPrivate':
      return from === 'sold' ? refuse(from, action) : { ok: true, to: from };
    case 'delete':
      // A reserved listing has a signed letter of intent behind it: it ends by release or closing.
      if (from === 'reserved') return refuse(from, action);
      return actor === 'admin' || from === 'draft' ? { ok: true, to: 'deleted' } : refuse(from, action);
    case 'hold':
      return (HOLDABLE as readonly string[]).includes(from) ? { ok: true, to: 'held' } : refuse(from, action);
    case 'release':
      // The status it returns to is the one stored at the hold (`held_from`).
      return from === 'held' ? { ok: true, to: context.heldFrom ?? 'approved' } : refuse(from, action);
    case 'reserve':
      return from === 'approved' ? { ok: true, to: 'reserved' } : refuse(from, action);
    case 'endReservation':
      return from === 'reserved' ? { ok: true, to: 'approved' } : refuse(from, action);
    case 'closeDeal':
      return from === 'reserved' ? { ok: true, to: 'sold' } : refuse(from, action);
  }
}

type SubmitField = keyof typeof SUBMIT_REQUIREMENTS;

/** The requirements a listing still lacks before it can go to review, in form order. */
export function missingForSubmit(listing: {
  title: string | null;
  category: string | null;
  country: string | null;
  location: string | null;
  askingPrice: string | number | null;
  description: string | null;
  images: readonly string[];
}): SubmitField[] {
  const missing: SubmitField[] = [];
  for (const field of Object.keys(SUBMIT_REQUIREMENTS) as SubmitField[]) {
    if (field === 'images') {
      if (listing.images.length === 0) missing.push(field);
      continue;
    }
    const value = listing[field];
    if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
      missing.push(field);
    }
  }
  return missing;
}

export function missingMessage(missing: readonly SubmitField[]): string {
  const names = missing.map((f) => SUBMIT_REQUIREMENTS[f]);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} y ${names.at(-1)}` : names[0];
  return `Para enviar el negocio a revisión falta: ${list}.`;
}
