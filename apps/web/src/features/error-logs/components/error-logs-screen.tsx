import { useParams } from 'react-router';
import { ErrorDetail } from './error-detail';
import { ErrorList } from './error-list';

/** `/admin/errors` (the groups) and `/admin/errors/:fingerprint` (one group). */
export function AdminErrorsScreen() {
  const { fingerprint } = useParams();
  if (fingerprint === undefined) return <ErrorList />;
  return <ErrorDetail key={fingerprint} fingerprint={fingerprint} />;
}
