/** Made-up discs for the search tests (not from any real catalogue). Test-only helper. */
import type { Disc } from '../disc/types';

let next = 0;

export function makeDisc(over: Partial<Disc> = {}): Disc {
  next += 1;
  return {
    id: `id-${String(next).padStart(4, '0')}`,
    name: `Disc ${next}`,
    brand: 'Acme',
    category: 'Putter',
    speed: 2,
    glide: 3,
    turn: 0,
    fade: 1,
    stability: null,
    pic: null,
    color: null,
    background_color: null,
    link: null,
    ...over,
  };
}

/** A small catalogue with the awkward values the real one has: glide 0, turn 0.05, fade 6, nulls. */
export const SAMPLE: readonly Disc[] = [
  makeDisc({
    id: 'a1',
    name: 'Aero Ace',
    brand: 'Acme',
    category: 'Distance Driver',
    speed: 12,
    glide: 5,
    turn: -1,
    fade: 3,
  }),
  makeDisc({
    id: 'a2',
    name: 'Bolt',
    brand: 'Bright Discs',
    category: 'Control Driver',
    speed: 7,
    glide: 5,
    turn: -2,
    fade: 1,
  }),
  makeDisc({
    id: 'a3',
    name: 'Cliff',
    brand: 'Acme',
    category: 'Midrange',
    speed: 5,
    glide: 0,
    turn: 0,
    fade: 6,
  }),
  makeDisc({
    id: 'a4',
    name: 'Dart',
    brand: 'Cobalt',
    category: 'Putter',
    speed: 2,
    glide: 3,
    turn: 0.05,
    fade: 1,
  }),
  makeDisc({
    id: 'a5',
    name: 'Echo',
    brand: 'Bright Discs',
    category: 'Hybrid Driver',
    speed: 9,
    glide: 4,
    turn: -3,
    fade: 0.5,
  }),
  makeDisc({
    id: 'a6',
    name: 'flare',
    brand: 'cobalt',
    category: 'Approach',
    speed: 4,
    glide: 2,
    turn: null,
    fade: 2,
  }),
  makeDisc({
    id: 'a7',
    name: 'Glide Kid',
    brand: 'Acme',
    category: 'Putter',
    speed: null,
    glide: null,
    turn: null,
    fade: null,
  }),
  makeDisc({
    id: 'a8',
    name: 'Aero Ace',
    brand: 'Cobalt',
    category: 'Distance Driver',
    speed: 12,
    glide: 5,
    turn: -0.5,
    fade: 0,
  }),
];
