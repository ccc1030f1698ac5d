/**
 * The signed-in navigation links as a list, shared by the header (a row, md and up) and the
 * mobile menu (a column, whose links also close the menu).
 *   <NavLinks className="flex items-center gap-1" />
 *   <NavLinks mobile className="space-y-1" onNavigate={onClose} />
 */
import { NavLink } from 'react-router';
import { NAV_ITEMS, navLinkClasses } from './nav-items';

export function NavLinks({
  mobile = false,
  className,
  onNavigate,
}: {
  mobile?: boolean;
  className: string;
  onNavigate?: () => void;
}) {
  return (
    <ul className={className}>
      {NAV_ITEMS.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} className={(s) => navLinkClasses(s, mobile)} onClick={onNavigate}>
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
