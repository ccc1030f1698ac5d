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
    <fieldset className="border-t border-border pt-5">
      <legend className="float-left mb-1 w-full text-sm font-medium text-fg-label">{legend}</legend>
      <p className="clear-both mb-3 text-xs text-fg-faint">{help}</p>
      {children}
    </fieldset>
  );
}
