/**
 * "A new version is available – Reload": shown at the bottom of every screen once the service
 * worker has installed a new version of the app. Reload activates it and reloads the page; until
 * then the old version keeps running whole (never a mix of old and new code).
 */
import { Trans } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { subscribeAppUpdate, waitingAppUpdate } from '../lib/app-update';

// The primary button's look, written out: ui/button (and tailwind-merge behind it) are not part of
// the first screen's JavaScript, and this prompt is.
const RELOAD_BUTTON =
  'ml-1 inline-flex h-8 items-center rounded-lg bg-accent px-3 text-sm font-semibold text-accent-fg shadow-sm hover:bg-accent-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

export function UpdatePrompt() {
  const update = useSyncExternalStore(subscribeAppUpdate, waitingAppUpdate, () => null);
  if (!update) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex justify-center px-4">
      <div
        role="status"
        className="pointer-events-auto flex max-w-md items-center gap-3 rounded-lg border border-sky-300 bg-sky-50 px-4 py-3 text-sm text-sky-900 shadow-lg dark:border-sky-700 dark:bg-sky-950 dark:text-sky-100"
      >
        <p>
          <Trans>
            A new version is available –{' '}
            <button type="button" className={RELOAD_BUTTON} onClick={update.apply}>
              Reload
            </button>
          </Trans>
        </p>
      </div>
    </div>
  );
}
