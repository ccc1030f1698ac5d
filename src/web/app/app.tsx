import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../data/query-client';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { config as zodConfig } from 'zod';
import { router } from './router';

// zod probes for eval with `Function('')` to speed up object parsing; under the CSP (no
// 'unsafe-eval') that probe is reported as a violation. Every screen uses the eval-free path.
zodConfig({ jitless: true });

export function App() {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
