/** The signed-in navigation links (product rules: Home, Disc Search, My Bags; the Wishlist, the field session and rounds). */
import { paths } from '../lib/paths';
export const NAV_ITEMS = [
  { to: paths.home, label: 'Home' },
  { to: paths.discs, label: 'Disc Search' },
  { to: paths.bags, label: 'My Bags' },
  { to: paths.wishlist, label: 'Wishlist' },
  { to: paths.field, label: 'Field' },
  { to: paths.rounds, label: 'Rounds' },
] as const;

/** NavLink classes: active links get the brand colour and a marker (aria-current is automatic). */
export function navLinkClasses({ isActive }: { isActive: boolean }, mobile = false): string {
  const base = mobile
    ? 'flex items-center rounded-lg px-3 py-2.5 text-base font-medium'
    : 'relative rounded-lg px-2 py-2 text-sm font-medium whitespace-nowrap';
  const state = isActive
    ? 'bg-brand-50 text-brand-800 dark:bg-brand-900/50 dark:text-brand-200'
    : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';
  return `${base} ${state} focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-300`;
}
