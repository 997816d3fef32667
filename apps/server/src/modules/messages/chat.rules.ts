import { NDA_REQUIRED_MESSAGE } from '@traspasa/shared/messages';
import { AppError } from '../../lib/app-error.ts';

// Who may write to whom (decision 070).
// The rules look at relations — NDAs, listings, who started the conversation — never at
// the role label, except for admins, whose role is a real privilege.

export const LISTING_NOT_FOUND = 'No encontramos ese negocio. Puede que ya no esté publicado.';
export const LISTING_SOLD = 'Este negocio ya se vendió: ya no se puede iniciar una conversación sobre él.';
export const LISTING_NOT_THEIRS = 'Ese negocio no es tuyo ni de la persona a la que escribes.';
export const ACCESS_REVOKED =
  'El vendedor retiró tu acceso a la información confidencial de su negocio: la conversación queda como registro, pero ya no puedes escribirle.';
export const ACCESS_REQUEST_CLOSED =
  'Tu solicitud de acceso a este negocio ya no está abierta: la conversación queda como registro, pero solo podrás escribirle al vendedor si te da acceso.';
export const RECEIVER_UNAVAILABLE = 'Esta persona no puede recibir mensajes en este momento.';
export const NO_RELATION =
  'Solo puedes escribir a vendedores cuyo acuerdo de confidencialidad firmaste, a compradores que firmaron el de uno de tus negocios o a profesionales del directorio.';

/** Everything the rules need, loaded in one query (messages.repository.ts `loadSendFacts`). */
export interface SendFacts {
  receiverSuspended: boolean;
  receiverIsProfessional: boolean;
  /** The sender has a signed NDA with access granted on one of the receiver's listings (decision 062). */
  senderSignedReceiverNda: boolean;
  /** The receiver revoked the sender's access to one of their listings (decision 062). */
  senderAccessRevoked?: boolean;
  /**
   * The sender's access request to one of the receiver's listings was declined or expired
   * (decision 062): a buyer writes to the seller only while it is open.
   */
  senderRequestClosed?: boolean;
  /**
   * The sender's access request to one of the receiver's listings is open and the receiver
   * (its seller) wrote in their conversation — «Hacer una pregunta» (decision 062).
   */
  senderAnswersOpenRequest?: boolean;
  /**
   * The receiver has a signed NDA on one of the sender's listings, whatever its access state:
   * a seller may always write to a buyer who asked for access, before answering (decision 062).
   */
  receiverSignedSenderNda: boolean;
  /** The receiver sells something anyone may ask about (after signing its NDA). */
  receiverHasPublicListing: boolean;
  conversation: { id: number; businessId: number | null; firstSenderId: number | null } | null;
  /** The listing the sender asked to write about, when a businessId was given. */
  listing: { id: number; sellerId: number; status: string; senderNdaStatus: string | null } | null;
}

export interface Sender {
  id: number;
  role: string;
}

/**
 * Null when `sender` may send this message, else the error to answer with.
 * `businessId` is the listing the message is about; when it is the conversation's
 * listing already, the message simply continues the conversation.
 */
export function sendRefusal(
  sender: Sender,
  receiverId: number,
  facts: SendFacts,
  businessId?: number,
): AppError | null {
  // A suspension is said only to whoever could otherwise write: strangers learn nothing of it.
  const refusal = relationRefusal(sender, receiverId, facts, businessId);
  if (refusal) return refusal;
  return facts.receiverSuspended ? AppError.forbidden(RECEIVER_UNAVAILABLE) : null;
}

/**
 * Null when the sender has a relation with the receiver that lets them write (or answer):
 * the suspension of the receiver aside. Someone without one learns nothing of the receiver.
 */
export function relationRefusal(
  sender: Sender,
  receiverId: number,
  facts: SendFacts,
  businessId?: number,
): AppError | null {
  const isAdmin = sender.role === 'admin';

  const opensAboutListing = businessId !== undefined && businessId !== facts.conversation?.businessId;
  if (opensAboutListing) {
    const listing = facts.listing;
    if (!listing || !['approved', 'reserved', 'sold'].includes(listing.status))
      return AppError.notFound(LISTING_NOT_FOUND);
    if (listing.sellerId !== sender.id && listing.sellerId !== receiverId) {
      return AppError.badRequest(LISTING_NOT_THEIRS);
    }
    const receiverSells = listing.sellerId !== sender.id;
    if (receiverSells && !isAdmin && listing.senderNdaStatus !== 'signed') {
      // Checked before the listing's own status: without an NDA nobody learns more.
      return AppError.forbidden(NDA_REQUIRED_MESSAGE);
    }
    if (listing.status === 'sold') return AppError.conflict(LISTING_SOLD);
    if (receiverSells) return null;
    // The sender's own listing: writing about it needs the usual relation with the receiver.
  }

  // A buyer waiting for the seller's answer may answer the seller's questions (decision 062).
  const answersOpenRequest = facts.senderAnswersOpenRequest === true;

  // A revoked buyer keeps the conversation to read, not to write in (decision 062), unless the
  // seller asks them about another request of theirs that is still open.
  if (
    !isAdmin &&
    facts.senderAccessRevoked &&
    !facts.senderSignedReceiverNda &&
    !answersOpenRequest &&
    !facts.receiverIsProfessional
  ) {
    return AppError.forbidden(ACCESS_REVOKED);
  }

  // A buyer whose request was declined or expired wrote only while it was open (decision 062):
  // the seller's question no longer lets them answer. The conversation stays readable. Without
  // a conversation the seller started, the refusal below is the one of a buyer without an NDA.
  const sellerStarted =
    facts.conversation !== null &&
    facts.conversation.firstSenderId !== null &&
    facts.conversation.firstSenderId !== sender.id;
  if (
    !isAdmin &&
    sellerStarted &&
    facts.senderRequestClosed &&
    !facts.senderSignedReceiverNda &&
    !answersOpenRequest &&
    !facts.receiverSignedSenderNda &&
    !facts.receiverIsProfessional
  ) {
    return AppError.forbidden(ACCESS_REQUEST_CLOSED);
  }

  if (
    isAdmin ||
    facts.receiverIsProfessional ||
    facts.senderSignedReceiverNda ||
    answersOpenRequest ||
    facts.receiverSignedSenderNda ||
    // Whoever starts a conversation may be answered, whatever gave them the right to start it.
    (facts.conversation !== null &&
      facts.conversation.firstSenderId !== null &&
      facts.conversation.firstSenderId !== sender.id)
  ) {
    return null;
  }
  return AppError.forbidden(facts.receiverHasPublicListing ? NDA_REQUIRED_MESSAGE : NO_RELATION);
}
