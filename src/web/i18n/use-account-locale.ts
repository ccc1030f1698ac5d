/**
 * The language kept on the account (decision 0040). Signed in, the account's language comes
 * first: a device where the player signs in takes it (and keeps it as the device's choice), and
 * a choice made in the language menu is saved to the account. Saving needs the network; offline,
 * the choice stays on the device and the account keeps its language.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { isLocale, type Locale } from '../../core/i18n/locales';
import { authApi } from '../data/auth-api';
import { sessionKey, useSession, type AuthUser } from '../data/session';
import { activateLocale, i18n, keepOnDevice } from './i18n';

export function useAccountLocale(): { saveLocale: (locale: Locale) => void } {
  const { user } = useSession();
  const client = useQueryClient();
  const kept = user?.locale;
  useEffect(() => {
    if (!isLocale(kept) || kept === i18n.locale) return;
    void activateLocale(kept).then(() => keepOnDevice(kept));
  }, [kept]);
  const saveLocale = useCallback(
    (locale: Locale) => {
      client.setQueryData<AuthUser | null>(sessionKey, (u) => (u ? { ...u, locale } : u));
      authApi.setLocale(locale).catch(() => {
        /* offline or refused: the device keeps the choice; the account keeps its own */
      });
    },
    [client],
  );
  return { saveLocale };
}
