/** Test helpers (not used by the app): render inside a QueryClient made as the app makes it. */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../data/query-client';
import { sessionQuery } from '../data/session';

export function renderWithClient(ui: ReactNode, client = createQueryClient()) {
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}

/**
 * Renders a screen the way the app reaches it: the guards wait for the session's first answer
 * (from the API, e.g. the fake of api-handlers.ts) before a signed-in page renders.
 */
export async function renderSignedIn(ui: ReactNode, client = createQueryClient()) {
  await client.fetchQuery(sessionQuery);
  return renderWithClient(ui, client);
}
