/** Test helper (not used by the app): render inside a QueryClient made as the app makes it. */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../data/query-client';

export function renderWithClient(ui: ReactNode, client = createQueryClient()) {
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}
