/**
 * The language menu on every page, signed in or out (decision 0040): each language named in
 * itself, with its own `lang`. A choice loads its catalogue and redraws the page without a
 * reload, is kept on the device and, for a signed-in player, on the account (`onChosen`).
 */
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { LOCALES, LOCALE_NAMES, isLocale, type Locale } from '../../core/i18n/locales';
import { cn } from '../components/ui/cn';
import { activateLocale, keepOnDevice } from './i18n';

/** A globe: the sign for "language" that reads in every language. */
function GlobeIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      className="pointer-events-none size-5 shrink-0"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />
    </svg>
  );
}

interface LanguageMenuProps {
  className?: string;
  /** Called once the page is in the chosen language (signed in: keeps it on the account). */
  onChosen?: (locale: Locale) => void;
}

export function LanguageMenu({ className, onChosen }: LanguageMenuProps) {
  const { i18n, t } = useLingui();
  const id = useId();
  const [switching, setSwitching] = useState(false);
  const choose = async (value: string) => {
    if (!isLocale(value) || value === i18n.locale) return;
    setSwitching(true);
    try {
      await activateLocale(value);
      keepOnDevice(value);
      onChosen?.(value);
    } finally {
      setSwitching(false);
    }
  };
  return (
    <span
      className={cn(
        'relative inline-flex h-10 items-center gap-1 rounded-lg pl-2 text-slate-700 hover:bg-surface-muted focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-focus dark:text-slate-200',
        className,
      )}
    >
      <GlobeIcon />
      <label htmlFor={id} className="sr-only">
        {t`Language`}
      </label>
      <select
        id={id}
        value={i18n.locale}
        disabled={switching}
        onChange={(e) => void choose(e.target.value)}
        className="h-10 cursor-pointer appearance-none bg-transparent pr-2 text-sm font-medium outline-none"
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </span>
  );
}
