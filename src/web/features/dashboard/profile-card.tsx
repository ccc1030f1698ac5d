/**
 * The dashboard greeting: profile photo (or the name's initial), display name and email. In a
 * prerendered frame (drawn for nobody in particular) the photo, name and email are grey blocks
 * of their size, so the greeting does not move when the app puts them in.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { InitialAvatar } from '../../components/initial-avatar';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/spinner';
import { isStandIn } from '../../lib/prerendering';

export interface ProfileUser {
  email: string;
  displayName: string | null;
  photoURL: string | null;
  newcomer?: boolean;
}

export function ProfileCard({ user }: { user: ProfileUser }) {
  const { t } = useLingui();
  // The account's name, else the default in the page's language (the header's chip says the same).
  const name = user.displayName?.trim() || t`Disc Golfer`;
  const [photoFailed, setPhotoFailed] = useState(false);
  const showPhoto = Boolean(user.photoURL) && !photoFailed;
  if (isStandIn(user)) {
    return (
      <Card className="flex items-center gap-4 sm:gap-5">
        <Skeleton className="size-16 shrink-0 rounded-full" />
        <div className="min-w-0">
          <p className="text-sm font-medium text-fg-faint">
            <Trans>Welcome back,</Trans>
          </p>
          {/* Each line keeps its text's height: a grey block inside an empty line. */}
          <p className="text-2xl sm:text-3xl">
            <Skeleton className="inline-block h-6 w-48 align-middle" />
          </p>
          <p className="text-sm">
            <Skeleton className="inline-block h-3 w-40 align-middle" />
          </p>
        </div>
      </Card>
    );
  }
  return (
    <Card className="flex items-center gap-4 sm:gap-5">
      {showPhoto ? (
        <img
          src={user.photoURL ?? undefined}
          alt=""
          referrerPolicy="no-referrer"
          onError={() => setPhotoFailed(true)}
          className="size-16 shrink-0 rounded-full object-cover ring-2 ring-brand-100 dark:ring-brand-800"
        />
      ) : (
        <InitialAvatar
          name={name}
          className="flex size-16 bg-brand-700 text-2xl text-accent-fg dark:bg-teal-300"
        />
      )}
      <div className="min-w-0">
        <p className="text-sm font-medium text-fg-faint">
          {user.newcomer ? <Trans>Welcome,</Trans> : <Trans>Welcome back,</Trans>}
        </p>
        {/* Wrapped rather than cut: a long name or e-mail stays whole on a phone. */}
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{name}</h1>
        <p className="text-sm break-all text-fg-faint">{user.email}</p>
      </div>
    </Card>
  );
}
