/** An account's or an invite's moment, as the Admin page shows it, in the page's language. */
import { useLingui } from '@lingui/react/macro';

/** A function giving a date and time (`null`: "Never") in the active language. */
export function useWhen(): (iso: string | null) => string {
  const { i18n, t } = useLingui();
  return (iso) =>
    iso ? i18n.date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' }) : t`Never`;
}
