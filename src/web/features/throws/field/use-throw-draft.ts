/**
 * The throw the field session is about to log: the distance (measured by the phone or typed), the
 * finish and its side, the throw type, effort and release. `bodyFor(disc)` makes the PUT body
 * for the disc tapped, or null while the draft cannot be logged; `logged()` clears what belongs
 * to one throw (the typed figures and the landing), keeping the tee and the choices.
 */
import { useState } from 'react';
import {
  MAX_FINISH_FT,
  MAX_THROW_FT,
  type Effort,
  type Release,
  type ThrowType,
} from '../../../../core/rules/throw';
import type { PutThrowInput } from '../../../../core/schemas/throw';
import { toFeet, type DistanceUnit } from '../../../../core/flight/thrower';
import { sideOf, typedNumber, type Side } from './throw-fields';
import { usePositionMark } from './use-position-mark';

const tenth = (n: number) => Math.round(n * 10) / 10;

export function useThrowDraft(unit: DistanceUnit, usualThrow: ThrowType) {
  const position = usePositionMark();
  const [throwType, setThrowType] = useState<ThrowType>(usualThrow);
  const [effort, setEffort] = useState<Effort>('full');
  const [release, setRelease] = useState<Release | null>(null);
  const [typed, setTyped] = useState('');
  const [finish, setFinish] = useState('');
  const [side, setSide] = useState<Side>(sideOf(null));

  const typedN = typedNumber(typed);
  const typedFeet = typedN === null ? null : toFeet(typedN, unit);
  const typedBad =
    typed.trim() !== '' && (typedFeet === null || typedFeet < 1 || typedFeet > MAX_THROW_FT);
  const distance =
    typedFeet !== null && !typedBad
      ? { feet: typedFeet, gps: null }
      : position.landing
        ? { feet: position.landing.feet, gps: position.landing.accuracyM }
        : null;
  const finishN = typedNumber(finish);
  const finishFeet =
    finishN === null ? null : toFeet(Math.abs(finishN), unit) * (side === 'left' ? -1 : 1);
  const finishBad = finishFeet !== null && Math.abs(finishFeet) > MAX_FINISH_FT;

  const bodyFor = (userDiscId: string, now = new Date()): PutThrowInput | null => {
    if (!distance || finishBad) return null;
    return {
      userDiscId,
      distanceFt: tenth(distance.feet),
      throwType,
      effort,
      finishFt: finishFeet === null ? null : tenth(finishFeet),
      release,
      thrownAt: now.toISOString(),
      measuredBy: distance.gps === null ? 'typed' : 'gps',
      gpsAccuracyM: distance.gps,
    };
  };

  const logged = () => {
    setTyped('');
    setFinish('');
    position.clearLanding();
  };

  return {
    position,
    values: { throwType, effort, release, typed, finish, side },
    set: { setThrowType, setEffort, setRelease, setTyped, setFinish, setSide },
    distance,
    typedBad,
    finishBad,
    bodyFor,
    logged,
  };
}

export type ThrowDraft = ReturnType<typeof useThrowDraft>;
