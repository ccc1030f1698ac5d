/**
 * ColorSwatch: a disc colour dot, optionally with its palette name beside it, in the page's
 * language.
 *   <ColorSwatch color="#3B82F6" showName />
 *   const colorName = useDiscColorName();  colorName('#3b82f6') → 'Blue', 'Sininen'…
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { cn } from './ui/cn';
import { discColorName } from '../lib/disc-colors';

/** The palette's names (lib/disc-colors.ts), by their English name. */
const COLOR_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  Blue: msg({ message: 'Blue', context: 'disc colour' }),
  Red: msg({ message: 'Red', context: 'disc colour' }),
  Green: msg({ message: 'Green', context: 'disc colour' }),
  Yellow: msg({ message: 'Yellow', context: 'disc colour' }),
  Purple: msg({ message: 'Purple', context: 'disc colour' }),
  Pink: msg({ message: 'Pink', context: 'disc colour' }),
  Orange: msg({ message: 'Orange', context: 'disc colour' }),
  White: msg({ message: 'White', context: 'disc colour' }),
  Black: msg({ message: 'Black', context: 'disc colour' }),
};

/** A hex colour's palette name in the page's language; a colour off the palette as its hex. */
export function useDiscColorName(): (hex: string) => string {
  const { i18n } = useLingui();
  return (hex) => {
    const english = discColorName(hex);
    const name = COLOR_NAMES[english];
    return name ? i18n._(name) : english;
  };
}

export function ColorSwatch({
  color,
  showName = false,
  className,
}: {
  color: string;
  showName?: boolean;
  className?: string;
}) {
  const name = useDiscColorName()(color);
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <span
        aria-hidden="true"
        className="inline-block size-4 shrink-0 rounded-full ring-1 ring-slate-900/25 dark:ring-white/30"
        style={{ backgroundColor: color }}
      />
      {showName ? <span>{name}</span> : <span className="sr-only">{name}</span>}
    </span>
  );
}
