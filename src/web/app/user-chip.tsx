/** The signed-in user's initial and display name (default 'Disc Golfer'), shown in the header. */
import { DEFAULT_DISPLAY_NAME } from '../../core/schemas/auth';
import type { AuthUser } from '../data/session';

export function displayNameOf(user: AuthUser): string {
  return user.displayName?.trim() || DEFAULT_DISPLAY_NAME;
}

export function UserChip({ user }: { user: AuthUser }) {
  const name = displayNameOf(user);
  return (
    <span className="inline-flex min-w-0 items-center gap-2" data-testid="user-chip">
      <span
        aria-hidden="true"
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800 dark:bg-brand-900 dark:text-brand-200"
      >
        {name.charAt(0).toUpperCase()}
      </span>
      <span className="truncate text-sm font-medium text-slate-800 dark:text-slate-200">
        {name}
      </span>
    </span>
  );
}
