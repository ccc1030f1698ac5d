/**
 * ColorSwatch: a disc colour dot, optionally with its palette name beside it.
 *   <ColorSwatch color="#3B82F6" showName />
 */
import { cn } from './ui/cn';
import { discColorName } from '../lib/disc-colors';

export function ColorSwatch({
  color,
  showName = false,
  className,
}: {
  color: string;
  showName?: boolean;
  className?: string;
}) {
  const name = discColorName(color);
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
