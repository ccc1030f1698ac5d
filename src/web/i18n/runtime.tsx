/**
 * What the macros' output imports (lingui.config.ts, runtimeConfigModule): Lingui's own `Trans`
 * and `useLingui`, reading the language from the I18nProvider the app renders at its root
 * (app.tsx, prerender.tsx), and from the app's one `i18n` where there is no provider (a component
 * test rendering a part on its own), instead of throwing.
 */
import { i18n } from '@lingui/core';
import { I18nProvider, LinguiContext, type I18nContext, type TransProps } from '@lingui/react';
import { TransNoContext } from '@lingui/react/server';
import { useContext, type ReactNode } from 'react';

const standalone = (): I18nContext => ({ i18n, _: i18n._.bind(i18n) });

export function useLingui(): I18nContext {
  return useContext(LinguiContext) ?? standalone();
}

export function Trans(props: TransProps) {
  return <TransNoContext {...props} lingui={useLingui()} />;
}

/** The app's language for everything under it: a switch (i18n.activate) redraws what it says. */
export function LanguageProvider({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
