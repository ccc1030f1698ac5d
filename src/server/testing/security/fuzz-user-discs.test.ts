import { describeDataFuzz, discBody, discsToBagBody } from '../fuzz-data-runner';

describeDataFuzz(
  'fuzzing the user-disc endpoints',
  [
    { method: 'POST', path: '/api/user-discs', kind: 'disc', body: discBody },
    { method: 'PATCH', path: '/api/user-discs/:id', kind: 'disc', body: (m) => discBody(m, true) },
    { method: 'POST', path: '/api/user-discs/move', kind: 'disc', body: discsToBagBody },
    { method: 'POST', path: '/api/user-discs/copy', kind: 'disc', body: discsToBagBody },
    // Last: it empties the pool the others draw their ids from.
    { method: 'DELETE', path: '/api/user-discs/:id', kind: 'disc' },
  ],
  // Room for many discs: a bag holds each catalogue disc once, and the test catalogue has three.
  30,
);
