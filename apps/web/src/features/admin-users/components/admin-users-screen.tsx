import { useParams } from 'react-router';
import { UserPage } from './user-page';
import { UsersList } from './users-list';

/** `/admin/users` (the list) and `/admin/users/:id` (one account). */
export function AdminUsersScreen() {
  const { id } = useParams();
  if (id === undefined) return <UsersList />;
  // The key starts the page afresh (its forms, its dialogs) for each account.
  return <UserPage key={id} id={/^\d{1,10}$/.test(id) ? Number(id) : 0} />;
}
