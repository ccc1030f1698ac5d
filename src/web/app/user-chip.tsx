/**
 * The signed-in user's initial and display name (default 'Disc Golfer', in the page's language),
 * shown in the header; grey blocks in a signed-in page's prerendered frame, which is drawn for
 * nobody in particular.
 */
import { useLingui } from '@lingui/react/macro';
import { InitialAvatar } from '../components/initial-avatar';
import { Skeleton } from '../components/ui/spinner';
import type { AuthUser } from '../data/session';
import { isStandIn } from '../lib/prerendering';

export function UserChip({ user }: { user: AuthUser }) {
  const { t } = useLingui();
  if (isStandIn(user)) {
    return (
      <span className="inline-flex items-center gap-2">
        <Skeleton className="size-8 rounded-full" />
        <Skeleton className="h-4 w-24" />
      </span>
    );
  }
  const name = user.displayName?.trim() || t`Disc Golfer`;
  return (
    <span className="inline-flex min-w-0 items-center gap-2" data-testid="user-chip">
      <InitialAvatar
        name={name}
        className="inline-flex size-8 bg-brand-100 text-sm text-brand-800 dark:bg-brand-900 dark:text-brand-200"
      />
      <span className="truncate text-sm font-medium text-fg-label" title={name}>
        {name}
      </span>
    </span>
  );
}
