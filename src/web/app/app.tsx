import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { config as zodConfig } from 'zod';
import { router } from './router';

// zod probes for eval with `Function('')` to speed up object parsing; under the CSP (no
// 'unsafe-eval') that probe is reported as a violation. Every screen uses the eval-free path.
zodConfig({ jitless: true });

/**
 * Writes are sent at once, online or not: offline, the request fails and the screen shows the
 * operation's message with the user's input still there, rather than a write waiting unseen
 * until the connection returns. Reads keep TanStack's default of pausing while offline.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { mutations: { networkMode: 'always' } } });
}

export function App() {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
