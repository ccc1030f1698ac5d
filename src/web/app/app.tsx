import { BrowserRouter } from 'react-router';
import { AppRoutes, preloadRoutes } from './router';

preloadRoutes(window.location.pathname);

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
