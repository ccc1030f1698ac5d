import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The service worker (offline reading, installability) is registered from a chunk of its own once
// the first screen has had its turn: it never enlarges or delays it. Not on the 'load' event,
// which waits for every disc picture, and a picture's host that does not answer holds it back.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void import('./app/register-sw').then((m) => m.registerServiceWorker());
  if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 3000 });
  else setTimeout(register, 1000);
}
