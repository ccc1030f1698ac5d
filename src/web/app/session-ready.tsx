/**
 * Whether the first auth state has arrived. `loading` from useAuth is also true during login,
 * logout and profile updates; guards must show their placeholder only for the first resolution,
 * or a form would be swapped for a spinner mid-submit.
 */
import { createContext, useContext, useState, type ReactNode } from 'react';
import { useAuth } from '../features/auth/auth-context';

const SessionReadyContext = createContext<boolean | null>(null);

export function SessionReadyProvider({ children }: { children: ReactNode }) {
  const { loading } = useAuth();
  const [ready, setReady] = useState(!loading);
  if (!loading && !ready) setReady(true);
  return <SessionReadyContext.Provider value={ready}>{children}</SessionReadyContext.Provider>;
}

/** True once the first auth state is known (falls back to !loading outside the provider). */
export function useSessionReady(): boolean {
  const ready = useContext(SessionReadyContext);
  const { loading } = useAuth();
  return ready ?? !loading;
}
