/**
 * /admin — for the instance's admins (linked for them only; anyone else finds no such page, as
 * the API answers them 404): invite links for SIGNUP=invite, and every account with its
 * activity and disc count, to disable, enable again or delete.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { ScreenHeader } from '../../components/page-heading';
import { useSession } from '../../data/session';
import { AccountsSection } from './accounts-section';
import { InviteForm } from './invite-form';
import type { Section } from './section';

/** The page, its parts in `Section`'s cards. */
export function AdminPage({ Section }: { Section: Section }) {
  const { t } = useLingui();
  const { user } = useSession();
  if (user && !user.admin) {
    return (
      <ScreenHeader title={t`Page not found`}>
        <Trans>The page you are looking for is not on this course.</Trans>
      </ScreenHeader>
    );
  }
  return (
    <div className="space-y-6">
      <title>{t`Admin · Hyzer`}</title>
      <ScreenHeader title={t`Admin`}>
        <Trans>The accounts on this server, and who may join it.</Trans>
      </ScreenHeader>
      <InviteForm Section={Section} />
      <AccountsSection Section={Section} />
    </div>
  );
}
