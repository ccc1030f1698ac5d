/**
 * "A new version is available – Reload": shown at the bottom of every screen once the service
 * worker has installed a new version of the app. Reload activates it and reloads the page; until
 * then the old version keeps running whole (never a mix of old and new code).
 */
import { Trans } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { subscribeAppUpdate, waitingAppUpdate } from '../lib/app-update';
import { Button } from './ui/button';

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
            <Button size="sm" className="ml-1" onClick={update.apply}>
              Reload
            </Button>
          </Trans>
        </p>
      </div>
    </div>
  );
}
