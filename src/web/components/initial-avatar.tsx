/**
 * InitialAvatar: the first letter of a name, upper-cased, in a round badge (where there is no
 * photo). Decorative: the name itself stands next to it. `className` sets its size and colours.
 */
import { cn } from './ui/cn';

export function InitialAvatar({ name, className }: { name: string; className: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('shrink-0 items-center justify-center rounded-full font-bold', className)}
    >
      {name.charAt(0).toUpperCase()}
    </span>
  );
}
