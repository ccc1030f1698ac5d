/** What a bag detail row or card shows for one user disc (missing catalogue details → '?'). */
import type { UserDisc } from '../../core/bag-types';
import { formatFlightNumber } from '../../core/disc/badge';
import { stabilityLabel } from '../../core/disc/stability';

export const UNKNOWN_DISC = 'Unknown disc';

export interface DiscRowData {
  name: string;
  brand: string;
  category: string;
  speed: string;
  glide: string;
  turn: string;
  fade: string;
  stability: string;
}

export function discRowData(disc: UserDisc): DiscRowData {
  const d = disc.discDetails;
  if (!d) {
    return {
      name: UNKNOWN_DISC,
      brand: '?',
      category: '?',
      speed: '?',
      glide: '?',
      turn: '?',
      fade: '?',
      stability: '?',
    };
  }
  return {
    name: d.name,
    brand: d.brand || 'Unknown',
    category: d.category || '?',
    speed: formatFlightNumber(d.speed),
    glide: formatFlightNumber(d.glide),
    turn: formatFlightNumber(d.turn),
    fade: formatFlightNumber(d.fade),
    stability: stabilityLabel(d.turn, d.fade),
  };
}
