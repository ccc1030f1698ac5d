import { describeDataFuzz, discBody } from '../fuzz-data-runner';

describeDataFuzz(
  'fuzzing the user-disc endpoints',
  [
    { method: 'POST', path: '/api/user-discs', kind: 'disc', body: discBody },
    { method: 'PATCH', path: '/api/user-discs/:id', kind: 'disc', body: (m) => discBody(m, true) },
    { method: 'DELETE', path: '/api/user-discs/:id', kind: 'disc' },
  ],
  // Room for many discs: a bag holds each catalogue disc once, and the test catalogue has three.
  30,
);
