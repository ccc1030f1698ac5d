/**
 * Line icons (24×24, currentColor, aria-hidden). Props: className (size via Tailwind, default
 * size-5). Use beside visible text or inside a control that has an accessible name.
 * Each icon is its shapes as data: a path's `d`, or a circle's centre and radius.
 */

interface IconProps {
  className?: string;
}

type Shape = string | { cx: number; cy: number; r: number };

/** An icon component drawing `shapes` in order in the one icon frame. */
function icon(...shapes: readonly Shape[]) {
  return function Icon({ className = 'size-5' }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className={className}
      >
        {shapes.map((shape, i) =>
          typeof shape === 'string' ? <path key={i} d={shape} /> : <circle key={i} {...shape} />,
        )}
      </svg>
    );
  };
}

export const SunIcon = icon(
  { cx: 12, cy: 12, r: 4 },
  'M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
);
export const MoonIcon = icon('M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z');
export const MenuIcon = icon('M4 6h16M4 12h16M4 18h16');
export const CloseIcon = icon('M6 6l12 12M18 6L6 18');
export const SettingsIcon = icon(
  { cx: 12, cy: 12, r: 3 },
  'M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z',
);
export const LogoutIcon = icon('M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9');
export const ArrowLeftIcon = icon('M19 12H5M12 19l-7-7 7-7');
export const SearchIcon = icon({ cx: 11, cy: 11, r: 7 }, 'M21 21l-4.3-4.3');
export const BagIcon = icon('M6 8h12l-1 12H7L6 8z', 'M9 8V6a3 3 0 0 1 6 0v2');
export const HomeIcon = icon('M3 11l9-7 9 7M5 10v10h14V10');
export const FlagIcon = icon('M5 21V4', 'M5 4h12l-2.5 4 2.5 4H5');
export const CheckCircleIcon = icon({ cx: 12, cy: 12, r: 9 }, 'M8 12l3 3 5-6');
export const AlertIcon = icon({ cx: 12, cy: 12, r: 9 }, 'M12 7v6M12 16.5v.5');
export const InfoIcon = icon({ cx: 12, cy: 12, r: 9 }, 'M12 11v6M12 7.5v.5');
export const MoreIcon = icon(
  { cx: 5, cy: 12, r: 1 },
  { cx: 12, cy: 12, r: 1 },
  { cx: 19, cy: 12, r: 1 },
);
export const ShareIcon = icon(
  { cx: 18, cy: 5, r: 3 },
  { cx: 6, cy: 12, r: 3 },
  { cx: 18, cy: 19, r: 3 },
  'M8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
);
