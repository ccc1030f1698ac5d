/**
 * A disc's figures as the field session and the throw history state them: the median and best
 * of its full-power throws of one throw type, the same figures the charts draw (the summary's
 * group, core/throws/throw-summary.ts), with the throws they leave out counted apart ("+2
 * controlled, 1 forehand"), so a page never mixes types or efforts into one median.
 */
import { THROW_TYPE_LABELS, THROW_TYPES, type ThrowType } from '../rules/throw';
import type { ThrowGroup } from './throw-summary';

export interface DiscFigures {
  throwType: ThrowType;
  /** Full-power throws of the type: the median and best rest on them. */
  full: number;
  medianFt: number | null;
  bestFt: number | null;
  /** Controlled throws of the same type, left out of the figures. */
  controlled: number;
  /** Throws of the other types (any effort), in the order of THROW_TYPES. */
  otherTypes: { throwType: ThrowType; throws: number }[];
}

/** The figures of `userDiscId` for `throwType`, from the summary's groups. */
export function discFigures(
  groups: readonly Pick<
    ThrowGroup,
    'userDiscId' | 'throwType' | 'throws' | 'full' | 'medianFt' | 'bestFt'
  >[],
  userDiscId: string,
  throwType: ThrowType,
): DiscFigures {
  const mine = groups.filter((g) => g.userDiscId === userDiscId);
  const same = mine.find((g) => g.throwType === throwType);
  const otherTypes = THROW_TYPES.filter((type) => type !== throwType).flatMap((type) => {
    const throws = mine.find((g) => g.throwType === type)?.throws ?? 0;
    return throws > 0 ? [{ throwType: type, throws }] : [];
  });
  return {
    throwType,
    full: same?.full ?? 0,
    medianFt: same && same.full > 0 ? same.medianFt : null,
    bestFt: same && same.full > 0 ? same.bestFt : null,
    controlled: same ? same.throws - same.full : 0,
    otherTypes,
  };
}

/** Every throw the figures stand for or set apart. */
export const throwsCounted = (f: DiscFigures) =>
  f.full + f.controlled + f.otherTypes.reduce((n, o) => n + o.throws, 0);

/** '+2 controlled, 1 forehand', or '' when every throw is in the figures. */
export function setApartText(f: DiscFigures): string {
  const parts = [
    ...(f.controlled > 0 ? [`${f.controlled} controlled`] : []),
    ...f.otherTypes.map((o) => `${o.throws} ${THROW_TYPE_LABELS[o.throwType].toLowerCase()}`),
  ];
  return parts.length === 0 ? '' : `+${parts.join(', ')}`;
}

/**
 * 'Backhand, full power: 3 throws · median 292 ft · best 301 ft · +2 controlled, 1 forehand'.
 * `length` writes a distance in the player's unit.
 */
export function discFiguresText(f: DiscFigures, length: (feet: number) => string): string {
  if (throwsCounted(f) === 0) return 'No throws yet';
  const type = THROW_TYPE_LABELS[f.throwType];
  const head =
    f.full === 0 || f.medianFt === null || f.bestFt === null
      ? `${type}, full power: none yet`
      : `${type}, full power: ${f.full} ${f.full === 1 ? 'throw' : 'throws'} · median ${length(f.medianFt)} · best ${length(f.bestFt)}`;
  const apart = setApartText(f);
  return apart ? `${head} · ${apart}` : head;
}
