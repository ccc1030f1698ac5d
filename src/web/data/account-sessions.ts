/**
 * The player's signed-in sessions (device, browser, last seen; this one first), "sign out
 * everywhere else", which leaves only this one in the cached list, and signing out one of them.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { signOutDevice } from '../../core/api/account-routes';
import type { AccountSession } from '../../core/api/auth-routes';
import { callApi } from '../lib/api-client';
import { authApi } from './auth-api';
import { readRetryOptions } from './query-policy';
import { accountSessionsKey } from './session';

export function useAccountSessions() {
  return useQuery<AccountSession[], Error>({
    queryKey: accountSessionsKey,
    queryFn: () => authApi.listSessions(),
    ...readRetryOptions,
  });
}

export function useSignOutOthers() {
  const client = useQueryClient();
  return useMutation<void, Error>({
    mutationFn: () => authApi.signOutOtherSessions(),
    onSuccess: () =>
      client.setQueryData<AccountSession[]>(accountSessionsKey, (list) =>
        list?.filter((s) => s.current),
      ),
  });
}

/** Signs out one other device by its listed id; the list drops it. */
export function useSignOutDevice() {
  const client = useQueryClient();
  return useMutation<void, Error, AccountSession>({
    mutationFn: async (s) => {
      await callApi(signOutDevice, { params: { id: s.id } });
    },
    onSuccess: (_, ended) =>
      client.setQueryData<AccountSession[]>(accountSessionsKey, (list) =>
        list?.filter((s) => s.id !== ended.id),
      ),
  });
}
