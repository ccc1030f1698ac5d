/** The dashboard greeting: profile photo (or the name's initial), display name and email. */
import { useState } from 'react';
import { Card } from '../../components/ui/card';

export const DEFAULT_DISPLAY_NAME = 'Disc Golfer';

export interface ProfileUser {
  email: string;
  displayName: string | null;
  photoURL: string | null;
}

export function ProfileCard({ user }: { user: ProfileUser }) {
  const name = user.displayName?.trim() || DEFAULT_DISPLAY_NAME;
  const [photoFailed, setPhotoFailed] = useState(false);
  const showPhoto = Boolean(user.photoURL) && !photoFailed;
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
        <span
          aria-hidden="true"
          className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-700 text-2xl font-bold text-white dark:bg-teal-300 dark:text-slate-950"
        >
          {name.charAt(0).toUpperCase()}
        </span>
      )}
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-600 dark:text-slate-400">Welcome back,</p>
        <h1 className="truncate text-2xl font-bold tracking-tight sm:text-3xl">{name}</h1>
        <p className="truncate text-sm text-slate-600 dark:text-slate-400">{user.email}</p>
      </div>
    </Card>
  );
}
