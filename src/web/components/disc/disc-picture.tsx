/**
 * A disc's picture, or its colour badge (initials on the badge colours) while the picture loads,
 * when it fails (offline, dead link) and when there is none. Pictures load lazily. `photoUrl`
 * (the player's own photo of their disc) takes the catalogue picture's place; `colour` (their
 * copy's) the badge colours'.
 */
import { useState } from 'react';
import { badgeColors, badgeInitials } from '../../../core/disc/badge';
import type { Disc } from '../../../core/disc/types';
import { cn } from '../ui/cn';

type PictureDisc = Pick<Disc, 'name' | 'brand' | 'pic' | 'color' | 'background_color'>;

const SIZES = {
  sm: 'size-10 text-xs',
  md: 'size-14 text-sm',
  lg: 'size-24 text-xl sm:size-32 sm:text-2xl',
};

export function DiscPicture({
  disc,
  size = 'sm',
  className,
  photoUrl,
  colour,
}: {
  disc: PictureDisc;
  size?: keyof typeof SIZES;
  className?: string;
  /** The player's photo of this disc, shown in place of the catalogue's picture. */
  photoUrl?: string | null;
  /** The colour of the player's copy: the badge's background in its place (initials readable). */
  colour?: string | null;
}) {
  const src = photoUrl ?? disc.pic;
  const [state, setState] = useState<{
    src: string | null;
    status: 'loading' | 'loaded' | 'failed';
  }>({ src, status: 'loading' });
  // A new picture (the same component reused for another disc) starts loading again.
  if (state.src !== src) setState({ src, status: 'loading' });
  const colors = badgeColors(colour ? { ...disc, background_color: colour, color: null } : disc);
  const showImage = src !== null && src !== '' && state.status !== 'failed';
  return (
    <span
      className={cn(
        'relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full font-bold',
        SIZES[size],
        className,
      )}
      style={{ backgroundColor: colors.background, color: colors.text }}
    >
      <span aria-hidden="true">{badgeInitials(disc.name)}</span>
      {showImage && (
        <img
          src={src ?? undefined}
          alt=""
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          data-photo={photoUrl ? '' : undefined}
          onLoad={() => setState({ src, status: 'loaded' })}
          onError={() => setState({ src, status: 'failed' })}
          className={cn(
            'absolute inset-0 size-full bg-white transition-opacity',
            photoUrl ? 'object-cover' : 'object-contain',
            state.status === 'loaded' ? 'opacity-100' : 'opacity-0',
          )}
        />
      )}
    </span>
  );
}
