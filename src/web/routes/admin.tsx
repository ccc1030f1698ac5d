/**
 * /admin: the Admin page (features/admin), its parts in the account page's cards (the route
 * composes the two features).
 */
import { AccountSection } from '../features/account/account-section';
import { AdminPage } from '../features/admin/admin-page';

export default function Admin() {
  return <AdminPage Section={AccountSection} />;
}
