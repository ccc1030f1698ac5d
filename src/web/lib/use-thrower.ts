/**
 * useThrower(): the thrower the flight charts are drawn for, kept on this device like the theme
 * and the hand: arm ('disc-golf-arm': slow | average | fast | a max distance in whole feet),
 * throw type ('disc-golf-throw'), distance unit ('disc-golf-units') and the flight chart's view
 * ('disc-golf-flight-view': the arm model or the flight-numbers geometry).
 */
import { useCallback, useSyncExternalStore } from 'react';
import {
  ARM_PRESETS,
  DISTANCE_UNITS,
  MAX_ARM_FEET,
  MIN_ARM_FEET,
  THROW_TYPES,
  type Arm,
  type DistanceUnit,
  type ThrowType,
} from '../../core/flight/thrower';
import { DEFAULT_LOCALE, isLocale } from '../../core/i18n/locales';
import { currentI18n } from '../i18n/current';
import { storedPreference } from './stored-preference';

export const FLIGHT_VIEWS = ['model', 'numbers'] as const;
export type FlightView = (typeof FLIGHT_VIEWS)[number];
export const ARM_KEY = 'disc-golf-arm';
export const THROW_KEY = 'disc-golf-throw';
export const UNITS_KEY = 'disc-golf-units';
export const FLIGHT_VIEW_KEY = 'disc-golf-flight-view';

const none = () => undefined;

/** 'slow' | 'average' | 'fast' | '120'..'900' (feet). */
export function isStoredArm(raw: string): boolean {
  if ((ARM_PRESETS as readonly string[]).includes(raw)) return true;
  if (!/^\d{1,4}$/.test(raw)) return false;
  const feet = Number(raw);
  return feet >= MIN_ARM_FEET && feet <= MAX_ARM_FEET;
}

export function parseArm(raw: string): Arm {
  return (ARM_PRESETS as readonly string[]).includes(raw) ? (raw as Arm) : { maxFeet: Number(raw) };
}

export function storeArm(arm: Arm): string {
  return typeof arm === 'string' ? arm : String(Math.round(arm.maxFeet));
}

export const armStore = storedPreference<string>(ARM_KEY, isStoredArm, () => 'average', none);
export const throwStore = storedPreference<ThrowType>(
  THROW_KEY,
  THROW_TYPES,
  () => 'backhand',
  none,
);
/**
 * Until the player chooses, distances are in feet on an English page (as the specification and
 * American players have them) and in metres in the other languages, whose players measure in
 * metres; the page's language is also what a page drawn on the server was drawn in, so the
 * server's drawing and the app agree.
 */
export function defaultUnit(): DistanceUnit {
  const locale = currentI18n().locale;
  return isLocale(locale) && locale !== DEFAULT_LOCALE ? 'metres' : 'feet';
}

export const unitsStore = storedPreference<DistanceUnit>(
  UNITS_KEY,
  DISTANCE_UNITS,
  defaultUnit,
  none,
);
export const flightViewStore = storedPreference<FlightView>(
  FLIGHT_VIEW_KEY,
  FLIGHT_VIEWS,
  () => 'model',
  none,
);

export function useThrower() {
  const armRaw = useSyncExternalStore(armStore.subscribe, armStore.get, armStore.fallback);
  const throwType = useSyncExternalStore(throwStore.subscribe, throwStore.get, throwStore.fallback);
  const unit = useSyncExternalStore(unitsStore.subscribe, unitsStore.get, unitsStore.fallback);
  const view = useSyncExternalStore(
    flightViewStore.subscribe,
    flightViewStore.get,
    flightViewStore.fallback,
  );
  const setArm = useCallback((arm: Arm) => armStore.set(storeArm(arm)), []);
  const setThrowType = useCallback((t: ThrowType) => throwStore.set(t), []);
  const setUnit = useCallback((u: DistanceUnit) => unitsStore.set(u), []);
  const setView = useCallback((v: FlightView) => flightViewStore.set(v), []);
  return {
    arm: parseArm(armRaw),
    throwType,
    unit,
    view,
    setArm,
    setThrowType,
    setUnit,
    setView,
  };
}
