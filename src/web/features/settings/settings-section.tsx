/**
 * One preference group in the settings modal: a fieldset under a rule, its legend, and a line
 * saying what the choice changes and where it is kept.
 */
import type { ReactNode } from 'react';

export function SettingsSection({
  legend,
  help,
  children,
}: {
  legend: string;
  help: ReactNode;
  children: ReactNode;
}) {
  return (
    <fieldset className="border-t border-slate-200 pt-5 dark:border-slate-800">
      <legend className="float-left mb-1 w-full text-sm font-medium text-slate-800 dark:text-slate-200">
        {legend}
      </legend>
      <p className="clear-both mb-3 text-xs text-slate-600 dark:text-slate-400">{help}</p>
      {children}
    </fieldset>
  );
}
