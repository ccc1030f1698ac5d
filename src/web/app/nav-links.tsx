/**
 * The signed-in navigation links as a list, shared by the header (a row, md and up) and the
 * mobile menu (a column, whose links also close the menu).
 *   <NavLinks className="flex items-center gap-1" />
 *   <NavLinks mobile className="space-y-1" onNavigate={onClose} />
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router';
import { useSession } from '../data/session';
import { paths } from '../lib/paths';
import { NAV_ITEMS, navLinkClasses } from './nav-items';

/** Shown to the instance's admins only. */
const ADMIN_ITEM = { to: paths.admin, label: 'Admin' };

/**
 * The links' words in the page's language, by their English label (nav-items.ts); a label not
 * here yet shows as it is written there.
 */
const LABELS: Record<string, MessageDescriptor> = {
  Home: msg({ message: 'Home', context: 'navigation' }),
  'Disc Search': msg({ message: 'Disc Search', context: 'navigation' }),
  'My Bags': msg({ message: 'My Bags', context: 'navigation' }),
  Wishlist: msg({ message: 'Wishlist', context: 'navigation' }),
  Field: msg({ message: 'Field', context: 'navigation' }),
  Rounds: msg({ message: 'Rounds', context: 'navigation' }),
  Admin: msg({ message: 'Admin', context: 'navigation' }),
};

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
  const { i18n } = useLingui();
  const items = user?.admin ? [...NAV_ITEMS, ADMIN_ITEM] : NAV_ITEMS;
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} className={(s) => navLinkClasses(s, mobile)} onClick={onNavigate}>
            {LABELS[item.label] ? i18n._(LABELS[item.label]!) : item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
