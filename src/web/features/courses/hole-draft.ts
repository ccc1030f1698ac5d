/**
 * A layout's holes as the editor holds them (text in the fields), and back to the holes the API
 * takes. Lengths are typed in the player's unit and stored in feet (decision 0043); every rule
 * and message is core's (core/rules/round.ts), so the editor says what the server would.
 */
import {
  FT_PER_M,
  HOLE_LABEL_INVALID,
  HOLE_LABEL_MAX,
  HOLE_LABELS_UNIQUE,
  LENGTH_INVALID,
  lengthIn,
  MAX_HOLE_FT,
  MAX_PAR,
  MIN_PAR,
  PAR_INVALID,
  toFeet,
  type HoleShape,
  type LengthUnit,
} from '../../../core/rules/round';
import type { I18n } from '@lingui/core';
import type { Layout } from '../../../core/schemas/course';

export type Hole = Layout['holes'][number];
type Marked = Hole['tee'];

export interface HoleDraft {
  label: string;
  par: string;
  length: string;
  shape: HoleShape | null;
  tee: Marked;
  basket: Marked;
  note: string;
}

export const DEFAULT_PAR = 3;

/** N holes labelled 1…N, par 3, no length: a layout's quick start. */
export function blankHoles(n: number): HoleDraft[] {
  return Array.from({ length: n }, (_, i) => blankHole(String(i + 1)));
}

export function blankHole(label: string): HoleDraft {
  return {
    label,
    par: String(DEFAULT_PAR),
    length: '',
    shape: null,
    tee: null,
    basket: null,
    note: '',
  };
}

/** The next free label after the last hole's number ("18" → "19"; "7b" → "8"). */
export function nextLabel(holes: readonly HoleDraft[]): string {
  const taken = new Set(holes.map((h) => h.label.trim().toLowerCase()));
  let n = holes.length + 1;
  const last = holes.at(-1);
  const lastNumber = last ? Number.parseInt(last.label, 10) : NaN;
  if (Number.isFinite(lastNumber)) n = lastNumber + 1;
  while (taken.has(String(n))) n += 1;
  return String(n);
}

/**
 * A hole's length in `unit` as the player's language writes it ('85,3' in German), with no
 * grouping: what the editor shows is what it reads back.
 */
export function lengthText(ft: number, unit: LengthUnit, i18n?: Pick<I18n, 'number'>): string {
  const n = lengthIn(ft, unit);
  return i18n ? i18n.number(n, { maximumFractionDigits: 1, useGrouping: false }) : String(n);
}

export function draftOf(hole: Hole, unit: LengthUnit, i18n?: Pick<I18n, 'number'>): HoleDraft {
  return {
    label: hole.label,
    par: String(hole.par),
    length: hole.lengthFt === null ? '' : lengthText(hole.lengthFt, unit, i18n),
    shape: hole.shape,
    tee: hole.tee,
    basket: hole.basket,
    note: hole.note,
  };
}

/** The longest hole in whole metres. */
export const MAX_HOLE_M = Math.floor(MAX_HOLE_FT / FT_PER_M);
export const LENGTH_INVALID_M = `Length must be a number of metres from 1 to ${MAX_HOLE_M}`;

export const lengthInvalid = (unit: LengthUnit) =>
  unit === 'ft' ? LENGTH_INVALID : LENGTH_INVALID_M;

export type HoleErrors = Partial<Record<'label' | 'par' | 'length', string>>;

const NUMBER = /^\d+([.,]\d+)?$/;

/** The holes to save, or each hole's problems (by index) when any has one. */
export function holesFromDrafts(
  drafts: readonly HoleDraft[],
  unit: LengthUnit,
): { ok: true; holes: Hole[] } | { ok: false; errors: Map<number, HoleErrors> } {
  const errors = new Map<number, HoleErrors>();
  const seen = new Set<string>();
  const holes = drafts.map((d, i): Hole => {
    const e: HoleErrors = {};
    const label = d.label.trim();
    if (!label || label.length > HOLE_LABEL_MAX) e.label = HOLE_LABEL_INVALID;
    else if (seen.has(label.toLowerCase())) e.label = HOLE_LABELS_UNIQUE;
    seen.add(label.toLowerCase());
    const par = Number(d.par.trim());
    if (!/^\d+$/.test(d.par.trim()) || par < MIN_PAR || par > MAX_PAR) e.par = PAR_INVALID;
    const typed = d.length.trim().replace(',', '.');
    let lengthFt: number | null = null;
    if (typed) {
      lengthFt = NUMBER.test(typed) ? toFeet(Number(typed), unit) : NaN;
      if (!(lengthFt >= 1 && lengthFt <= MAX_HOLE_FT)) e.length = lengthInvalid(unit);
    }
    if (Object.keys(e).length) errors.set(i, e);
    return {
      label,
      par,
      lengthFt,
      lengthUnit: unit,
      shape: d.shape,
      tee: d.tee,
      basket: d.basket,
      note: d.note.trim(),
    };
  });
  return errors.size ? { ok: false, errors } : { ok: true, holes };
}
