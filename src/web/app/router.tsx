import { createBrowserRouter } from 'react-router';

export const router = createBrowserRouter([
  { path: '/', lazy: () => import('../routes/landing').then((m) => ({ Component: m.default })) },
]);
