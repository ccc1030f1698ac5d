/**
 * The page a signed-out visitor asked for, carried in the navigation state from the guard that
 * turned them away, through the landing, login and sign-up screens, to where they land once
 * signed in. Only paths inside the app are honoured; anything else means /home.
 *   <Navigate to={paths.landing} state={returnState(location)} />
 *   returnTarget(location.state)  // '/bags/b1' or '/home'
 */
import { paths } from './paths';

export interface ReturnState {
  from?: string;
}

export function returnState(location: {
  pathname: string;
  search: string;
  hash: string;
}): ReturnState {
  return { from: location.pathname + location.search + location.hash };
}

export function returnTarget(state: unknown): string {
  const from = (state as ReturnState | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')
    ? from
    : paths.home;
}
