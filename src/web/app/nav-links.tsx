/**
 * The signed-in navigation links as a list, shared by the header (a row, md and up) and the
 * mobile menu (a column, whose links also close the menu).
 *   <NavLinks className="flex items-center gap-1" />
 *   <NavLinks mobile className="space-y-1" onNavigate={onClose} />
 */
import { NavLink } from 'react-router';
import { useSession } from '../data/session';
import { paths } from '../lib/paths';
import { NAV_ITEMS, navLinkClasses } from './nav-items';

/** Shown to the instance's admins only. */
const ADMIN_ITEM = { to: paths.admin, label: 'Admin' };

export function NavLinks({
  mobile = false,
  className,
  onNavigate,
}: {
  mobile?: boolean;
  className: string;
  onNavigate?: () => void;
}) {
  const { user } = useSession();
  const items = user?.admin ? [...NAV_ITEMS, ADMIN_ITEM] : NAV_ITEMS;
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} className={(s) => navLinkClasses(s, mobile)} onClick={onNavigate}>
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
