import { useParams } from 'react-router';
import { IdentityQueue } from './identity-queue';
import { IdentityReview } from './identity-review';

/** `/admin/identity-verifications` (the queue) and `/admin/identity-verifications/:id` (one request). */
export function AdminIdentityScreen() {
  const { id } = useParams();
  if (id === undefined) return <IdentityQueue />;
  // The key starts the review afresh (its images, its form) for each request.
  return <IdentityReview key={id} id={Number(id)} />;
}
