/**
 * The Admin page's data: the accounts (read once per visit, refreshed after each change), and
 * the changes an admin makes (disable or enable, delete, invite). Typed by core/api/admin-routes.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as routes from '../../core/api/admin-routes';
import { getConfig } from '../../core/api/system-routes';
import { callApi } from '../lib/api-client';

const accountsKey = ['admin', 'accounts'] as const;

export function useAdminAccounts() {
  return useQuery({ queryKey: accountsKey, queryFn: () => callApi(routes.listAccounts) });
}

export function useChangeAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, disabled }: { id: string; disabled: boolean }) =>
      callApi(routes.changeAccount, { params: { id }, body: { disabled } }),
    onSuccess: () => client.invalidateQueries({ queryKey: accountsKey }),
  });
}

export function useDeleteAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(routes.deleteAccount, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: accountsKey }),
  });
}

export function useCreateInvite() {
  return useMutation({
    mutationFn: (email: string) => callApi(routes.createInvite, { body: { email } }),
  });
}

/** Who may sign up on this server (SIGNUP); undefined until the server has said. */
export function useSignupPolicy() {
  return useQuery({
    queryKey: ['config', 'signup'],
    queryFn: async () => (await callApi(getConfig)).signup,
    staleTime: Infinity,
  }).data;
}
