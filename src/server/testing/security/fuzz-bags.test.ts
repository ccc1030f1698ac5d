import { bagBody, describeDataFuzz } from '../fuzz-data-runner';

describeDataFuzz('fuzzing the bag endpoints', [
  { method: 'POST', path: '/api/bags', kind: 'bag', body: bagBody },
  { method: 'PATCH', path: '/api/bags/:id', kind: 'bag', body: bagBody },
  { method: 'DELETE', path: '/api/bags/:id', kind: 'bag' },
]);
