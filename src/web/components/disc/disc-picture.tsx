/**
 * A disc's picture, or its colour badge (initials on the badge colours) while the picture loads,
 * when it fails (offline, dead link) and when there is none. Pictures load lazily.
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
}: {
  disc: PictureDisc;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const [state, setState] = useState<{
    src: string | null;
    status: 'loading' | 'loaded' | 'failed';
  }>({ src: disc.pic, status: 'loading' });
  // A new picture (the same component reused for another disc) starts loading again.
  if (state.src !== disc.pic) setState({ src: disc.pic, status: 'loading' });
  const colors = badgeColors(disc);
  const showImage = disc.pic !== null && disc.pic !== '' && state.status !== 'failed';
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
          src={disc.pic ?? undefined}
          alt=""
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          onLoad={() => setState({ src: disc.pic, status: 'loaded' })}
          onError={() => setState({ src: disc.pic, status: 'failed' })}
          className={cn(
            'absolute inset-0 size-full bg-white object-contain transition-opacity',
            state.status === 'loaded' ? 'opacity-100' : 'opacity-0',
          )}
        />
      )}
    </span>
  );
}
