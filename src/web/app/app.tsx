import { BrowserRouter } from 'react-router';
import { LanguageProvider } from '../i18n/runtime';
import { AppRoutes } from './router';

export function App() {
  return (
    <LanguageProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </LanguageProvider>
  );
}
