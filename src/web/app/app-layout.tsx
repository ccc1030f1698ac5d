/**
 * The signed-in layout: skip link, top navigation, an offline notice (with how old the data shown
 * is), the screen in <main id="main">, and the settings modal opened from the navigation.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { TopNav } from './top-nav';
import { Alert } from '../components/ui/alert';
import { useOnline } from '../lib/use-online';
import { useDataSince } from '../lib/data-age';
import { dataAgeText } from '../lib/data-age-text';
import { useLogout, useSession } from '../data/session';
import { useOfflineCopy } from '../data/offline-copy';
import { OutboxNotice } from '../features/outbox/outbox-notice';
import { useGuardedLogout } from '../features/outbox/unsent-changes-dialog';
import { SettingsModal } from '../features/settings/settings-modal';
import { MyThrowsProvider } from '../features/throws/my-throws-provider';

export default function AppLayout() {
  const { user } = useSession();
  const logout = useLogout();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const online = useOnline();
  useOfflineCopy(user?.id ?? null);
  // Unsent changes in the outbox are sent or dropped first (decision 0031).
  const guarded = useGuardedLogout(user?.id ?? null, () => logout.mutate());
  if (!user) return null;

  return (
    <MyThrowsProvider>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          <Trans>Skip to content</Trans>
        </a>
        <TopNav
          user={user}
          onSettings={() => setSettingsOpen(true)}
          onLogout={guarded.requestLogout}
          loggingOut={logout.isPending}
        />
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 outline-none sm:px-6 sm:py-8"
        >
          {!online && <OfflineNotice />}
          <OutboxNotice userId={user?.id ?? null} />
          <Outlet />
        </main>
        <SettingsModal open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        {guarded.dialog}
      </div>
    </MyThrowsProvider>
  );
}

/** How often the age in the offline notice is brought up to date. */
const AGE_TICK_MS = 30_000;

function OfflineNotice() {
  const since = useDataSince();
  const { t, i18n } = useLingui();
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), AGE_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <Alert tone="warning" title={t`You are offline`} className="mb-6">
      {since !== null && <p className="font-medium">{dataAgeText(since, now, i18n)}.</p>}
      <p>
        <Trans>
          Your bags are shown as last loaded. Throws you log, and discs you archive or give a note
          or condition, are kept and sent when the connection returns; other changes cannot be saved
          until then. Lists refresh by themselves when it does.
        </Trans>
      </p>
    </Alert>
  );
}
