/** What a bag detail row or card shows for one user disc (missing catalogue details → '?'). */
import { currentI18n } from '../i18n/current';
import { msg } from '@lingui/core/macro';
import type { UserDisc } from '../../core/bag-types';
import { flightNumberText } from './flight-number-text';
import { stabilityLabel } from '../../core/disc/stability';

export interface DiscRowData {
  name: string;
  brand: string;
  category: string;
  speed: string;
  glide: string;
  turn: string;
  fade: string;
  stability: string;
  /** The player's own flight numbers, formatted; null when they use the catalogue's. */
  mine: { speed: string; glide: string; turn: string; fade: string } | null;
  /** 'Star · 175 g · 8/10': the physical disc's details, '' when none are set. */
  physical: string;
}

/** 'Star · 175 g · 8/10' from a disc's plastic, weight and condition ('' when none is set). */
export function physicalSummary(disc: Partial<UserDisc>): string {
  const parts: string[] = [];
  if (disc.plastic) parts.push(disc.plastic);
  if (typeof disc.weight === 'number') parts.push(`${disc.weight} g`);
  if (typeof disc.condition === 'number') parts.push(`${disc.condition}/10`);
  return parts.join(' · ');
}

/**
 * The disc's name with its copy number from 2 on: 'Destroyer (copy 2)' (docs/decisions/0014), in
 * the page's language.
 */
export function nameWithCopy(name: string, disc: UserDisc): string {
  const copy = disc.copy;
  return copy ? currentI18n()._(msg`${name} (copy ${copy})`) : name;
}

function mineOf(disc: UserDisc): DiscRowData['mine'] {
  const m = disc.myFlight;
  if (!m) return null;
  return {
    speed: flightNumberText(m.speed),
    glide: flightNumberText(m.glide),
    turn: flightNumberText(m.turn),
    fade: flightNumberText(m.fade),
  };
}

export function discRowData(disc: UserDisc): DiscRowData {
  const d = disc.discDetails;
  if (!d) {
    return {
      name: currentI18n()._(msg`Unknown disc`),
      brand: '?',
      category: '?',
      speed: '?',
      glide: '?',
      turn: '?',
      fade: '?',
      stability: '?',
      mine: mineOf(disc),
      physical: physicalSummary(disc),
    };
  }
  return {
    name: d.name,
    brand: d.brand || currentI18n()._(msg`Unknown`),
    category: d.category || '?',
    speed: flightNumberText(d.speed),
    glide: flightNumberText(d.glide),
    turn: flightNumberText(d.turn),
    fade: flightNumberText(d.fade),
    stability: stabilityLabel(disc.myFlight?.turn ?? d.turn, disc.myFlight?.fade ?? d.fade),
    mine: mineOf(disc),
    physical: physicalSummary(disc),
  };
}
