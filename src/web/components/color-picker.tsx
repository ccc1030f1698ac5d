/**
 * The disc colour choice: the palette as a radio group of swatches, each named for screen
 * readers and by tooltip, with the chosen name shown beside the legend. Arrow keys move
 * between swatches (native radio behaviour).
 */
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { cn } from './ui/cn';
import { DISC_COLORS } from '../lib/disc-colors';
import { useDiscColorName } from './color-swatch';

export function ColorPicker({
  value,
  onChange,
}: {
  value: string;
  onChange: (hex: string) => void;
}) {
  const name = useId();
  const colorName = useDiscColorName();
  const chosen = colorName(value);
  return (
    <fieldset>
      <legend className="text-sm font-medium text-fg-label">
        <Trans>
          Colour: <span className="font-normal">{chosen}</span>
        </Trans>
      </legend>
      <div className="mt-2 flex flex-wrap gap-1.5 sm:gap-2">
        {DISC_COLORS.map((c) => (
          <label key={c.hex} title={colorName(c.hex)} className="relative cursor-pointer">
            <input
              type="radio"
              name={name}
              value={c.hex}
              checked={value === c.hex}
              onChange={() => onChange(c.hex)}
              className="peer sr-only"
            />
            <span className="sr-only">{colorName(c.hex)}</span>
            <span
              aria-hidden="true"
              className={cn(
                'block size-8 rounded-full ring-1 ring-slate-900/25 transition dark:ring-white/30',
                'peer-checked:ring-2 peer-checked:ring-offset-2 peer-checked:ring-brand-700 dark:peer-checked:ring-brand-500 dark:ring-offset-slate-900',
                'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-brand-600',
              )}
              style={{ backgroundColor: c.hex }}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
