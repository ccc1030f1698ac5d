/**
 * The player's signed-in sessions (device, browser, last seen; this one first) and "sign out
 * everywhere else", which leaves only this one in the cached list.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSession } from '../../core/api/auth-routes';
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
