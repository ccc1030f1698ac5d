/** The signed-in user's initial and display name (default 'Disc Golfer'), shown in the header. */
import { displayNameOf } from '../../core/schemas/auth';
import { InitialAvatar } from '../components/initial-avatar';
import type { AuthUser } from '../data/session';

export function UserChip({ user }: { user: AuthUser }) {
  const name = displayNameOf(user);
  return (
    <span className="inline-flex min-w-0 items-center gap-2" data-testid="user-chip">
      <InitialAvatar
        name={name}
        className="inline-flex size-8 bg-brand-100 text-sm text-brand-800 dark:bg-brand-900 dark:text-brand-200"
      />
      <span className="truncate text-sm font-medium text-slate-800 dark:text-slate-200">
        {name}
      </span>
    </span>
  );
}
