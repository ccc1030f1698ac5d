/**
 * The bag insights' words in the page's language (decision 0040): role names, speed bands, the
 * rule each role asks for, the advice for each arm and the one-line reasons, made here from the
 * core's findings (core/insights), one sentence a message. The core keeps its English twins for
 * its own tests.
 */
import { type I18n, type MessageDescriptor } from '@lingui/core';
import { currentI18n } from '../../i18n/current';
import { msg, plural } from '@lingui/core/macro';
import { flightNumbersText } from '../../../core/disc/badge';
import type {
  InsightDisc,
  Overlap,
  PlayedFlights,
  RoleCoverage,
  Suggestion,
} from '../../../core/insights/insights';
import { OVERLAP_DISTANCE } from '../../../core/insights/insights';
import { flightNumbersOf } from '../../../core/insights/flight-distance';
import {
  FAST_ARM_FROM_FEET,
  MAX_SUGGESTED_SPEED,
  SLOW_ARM_BELOW_FEET,
  type ArmClass,
  type Role,
  type RoleId,
  type SpeedBand,
} from '../../../core/insights/roles';
import { ARM_PRESET_FEET } from '../../../core/flight/thrower';
import { listText, numberText } from '../../components/charts/distance-words';

const ROLE_NAMES: Record<RoleId, MessageDescriptor> = {
  putter: msg({ message: 'Putter', context: 'role' }),
  'overstable-approach': msg`Overstable approach / utility`,
  'straight-midrange': msg`Straight midrange`,
  'understable-fairway': msg`Understable fairway for turnovers`,
  'straight-fairway': msg`Straight fairway driver`,
  'overstable-fairway': msg`Overstable fairway for wind and forehands`,
  'max-distance': msg`Max-distance driver`,
  'overstable-distance': msg`Overstable distance driver`,
};

export function roleName(role: Pick<Role, 'id'>, i18n: I18n = currentI18n()): string {
  return i18n._(ROLE_NAMES[role.id]);
}

const BAND_NAMES: Record<SpeedBand, MessageDescriptor> = {
  putter: msg({ message: 'Putter', context: 'speed band' }),
  approach: msg({ message: 'Approach', context: 'speed band' }),
  midrange: msg({ message: 'Midrange', context: 'speed band' }),
  fairway: msg({ message: 'Fairway', context: 'speed band' }),
  distance: msg({ message: 'Distance', context: 'speed band' }),
};

export function bandName(band: SpeedBand, i18n: I18n = currentI18n()): string {
  return i18n._(BAND_NAMES[band]);
}

/** The speeds of a band without the word 'speed': 'under 3.5', '3.5 to 4.5', '10 and up'. */
export function bandRange(band: SpeedBand, i18n: I18n = currentI18n()): string {
  const n = (v: number) => numberText(v, i18n);
  const [a, b] = {
    putter: [3.5, 0],
    approach: [3.5, 4.5],
    midrange: [5, 6.5],
    fairway: [7, 9.5],
    distance: [10, 0],
  }[band];
  const from = n(a!);
  const to = n(b!);
  if (band === 'putter') return i18n._(msg`under ${from}`);
  if (band === 'distance') return i18n._(msg`${from} and up`);
  return i18n._(msg`${from} to ${to}`);
}

/** What a disc must be to fill a role, completing 'No disc in this bag is …'. */
export function roleRule(role: Role, arm: ArmClass, i18n: I18n = currentI18n()): string {
  const n = (v: number) => numberText(v, i18n);
  switch (role.id) {
    case 'putter': {
      const below = n(3.5);
      return i18n._(msg`a putter (speed under ${below})`);
    }
    case 'overstable-approach': {
      const [from, to, tf] = [n(3.5), n(6.5), n(3)];
      return i18n._(msg`overstable at speed ${from} to ${to} (turn + fade ${tf} or more)`);
    }
    case 'straight-midrange': {
      const [from, to, tf] = [n(5), n(6.5), n(3)];
      return i18n._(msg`a stable midrange (speed ${from} to ${to}, turn + fade 0 to under ${tf})`);
    }
    case 'understable-fairway': {
      const [from, to] = [n(7), n(9.5)];
      return i18n._(
        msg`an understable fairway driver (speed ${from} to ${to}, turn + fade under 0)`,
      );
    }
    case 'straight-fairway': {
      const [from, to, tf] = [n(7), n(9.5), n(3)];
      return i18n._(
        msg`a stable fairway driver (speed ${from} to ${to}, turn + fade 0 to under ${tf})`,
      );
    }
    case 'overstable-fairway': {
      const [from, to, tf] = [n(7), n(9.5), n(3)];
      return i18n._(
        msg`an overstable fairway driver (speed ${from} to ${to}, turn + fade ${tf} or more)`,
      );
    }
    case 'overstable-distance': {
      const [from, tf] = [n(10), n(3)];
      return i18n._(
        msg`an overstable distance driver (speed ${from} and up, turn + fade ${tf} or more)`,
      );
    }
    case 'max-distance': {
      if (arm === 'slow') {
        const [from, to, tf] = [n(9), n(11), n(1)];
        return i18n._(
          msg`an understable or neutral driver of speed ${from} to ${to} (turn + fade under ${tf}), for your arm`,
        );
      }
      if (arm === 'average') {
        const [from, to, tf] = [n(10), n(13), n(3)];
        return i18n._(
          msg`a distance driver that is not overstable (speed ${from} to ${to}, turn + fade under ${tf})`,
        );
      }
      const [from, tf] = [n(10), n(3)];
      return i18n._(
        msg`a distance driver that is not overstable (speed ${from} and up, turn + fade under ${tf})`,
      );
    }
  }
}

/** The advice shown for each arm (core ARM_RULES), in the language. */
export function armRule(arm: ArmClass, i18n: I18n = currentI18n()): string {
  const n = (v: number) => numberText(v, i18n);
  if (arm === 'slow') {
    const [below, throws, from, to, tf, fastest] = [
      n(SLOW_ARM_BELOW_FEET),
      n(ARM_PRESET_FEET.slow),
      n(9),
      n(11),
      n(1),
      n(MAX_SUGGESTED_SPEED.slow),
    ];
    return i18n._(
      msg`Slow arm (max distance under ${below} ft; the chart's slow arm throws ${throws} ft): your max-distance driver is an understable or neutral driver of speed ${from} to ${to} (turn + fade under ${tf}); overstable distance drivers are not asked for, and nothing faster than speed ${fastest} is suggested.`,
    );
  }
  if (arm === 'average') {
    const [from, to, throws, fastest] = [
      n(SLOW_ARM_BELOW_FEET),
      n(FAST_ARM_FROM_FEET),
      n(ARM_PRESET_FEET.average),
      n(MAX_SUGGESTED_SPEED.average),
    ];
    return i18n._(
      msg`Average arm (max distance ${from} to ${to} ft; the chart's average arm throws ${throws} ft): every role is asked for, and nothing faster than speed ${fastest} is suggested.`,
    );
  }
  const [from, throws] = [n(FAST_ARM_FROM_FEET), n(ARM_PRESET_FEET.fast)];
  return i18n._(
    msg`Fast arm (max distance ${from} ft or more; the chart's fast arm throws ${throws} ft): every role is asked for, at any speed.`,
  );
}

const names = (discs: readonly InsightDisc[], i18n: I18n) =>
  listText(
    discs.map((d) => d.name),
    i18n,
  );

/**
 * The one line under a role (core RoleCoverage.reason): which discs fill it and why, or what is
 * missing. Discs filling it by their numbers come first; those filling it by how they fly for
 * the player (`played`) are named apart with their throws.
 */
export function coverageReason(
  c: RoleCoverage,
  arm: ArmClass,
  played: PlayedFlights | undefined,
  i18n: I18n = currentI18n(),
): string {
  const rule = roleRule(c.role, arm, i18n);
  if (c.discs.length === 0) return i18n._(msg`No disc in this bag is ${rule}.`);
  const byNumbers = c.discs.filter((d) => {
    const n = flightNumbersOf(d);
    return n !== null && c.role.matches(n);
  });
  const byFlight = c.discs.filter((d) => !byNumbers.includes(d));
  const parts: string[] = [];
  if (byNumbers.length > 0) {
    const discs = names(byNumbers, i18n);
    parts.push(i18n._(msg`Filled by ${discs}: ${rule}.`));
  }
  if (byFlight.length > 0 && played) {
    const rests = listText(
      byFlight.map((d) => {
        const count = played.measured.get(d.key);
        const name = d.name;
        return count
          ? i18n._(
              msg`${name} (measured from ${plural(count, { one: '# throw', other: '# throws' })})`,
            )
          : i18n._(msg`${name} (modelled for your arm)`);
      }),
      i18n,
    );
    const why =
      c.role.id === 'understable-fairway'
        ? i18n._(msg`turns over for you`)
        : i18n._(msg`your longest measured disc`);
    parts.push(
      byNumbers.length > 0
        ? i18n._(msg`Also filled by ${rests}: ${why}.`)
        : i18n._(msg`Filled by ${rests}: ${why}.`),
    );
  }
  return parts.join(' ');
}

/** 'Teebird and Leopard3 fly alike: flight numbers 7/5/0/2 and 7/5/-2/1, within 1 of each other.' */
export function overlapReason(o: Overlap, i18n: I18n = currentI18n()): string {
  const discs = names(o.discs, i18n);
  const numbers = listText(
    o.discs.map((d) => {
      const n = flightNumbersOf(d);
      return n ? flightNumbersText(n) : '';
    }),
    i18n,
  );
  const within = numberText(OVERLAP_DISTANCE, i18n);
  return i18n._(
    msg`${discs} fly alike: flight numbers ${numbers}, within ${within} of each other.`,
  );
}

/** '12/5/-1/3: 0.5 from the role; you already carry Innova.' */
export function suggestionReason(s: Suggestion, i18n: I18n = currentI18n()): string {
  const n = flightNumbersOf(s.disc);
  const numbers = n ? flightNumbersText(n) : '';
  const distance = numberText(s.distance, i18n);
  const brand = s.disc.brand;
  if (s.distance === 0) {
    return s.carriedBrand
      ? i18n._(msg`${numbers}: exactly the role; you already carry ${brand}.`)
      : i18n._(msg`${numbers}: exactly the role.`);
  }
  return s.carriedBrand
    ? i18n._(msg`${numbers}: ${distance} from the role; you already carry ${brand}.`)
    : i18n._(msg`${numbers}: ${distance} from the role.`);
}
