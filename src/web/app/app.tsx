import { I18nProvider } from '@lingui/react';
import { BrowserRouter } from 'react-router';
import { i18n } from '../i18n/i18n';
import { AppRoutes } from './router';

export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </I18nProvider>
  );
}
