/**
 * "My throws" (decision 0030) as the charts and the advice see it, through the one model of the
 * player (core/player/player-model.ts, decision 0046): the arm fitted from the player's throw
 * summary, the discs measured by it, and every other disc modelled for that arm. The signed-in
 * layout provides the inputs (features/throws/my-throws-provider.tsx) and reads the log only
 * once a chart or the advice asks; a page without the provider (a shared bag's without landings)
 * draws the stored thrower, as before.
 *
 * While "My throws" is on (the default, kept on this device) and the log fits an arm for the
 * chosen throw type, every screen uses that arm; turning it off makes the chosen arm a "what if".
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
import type { UserDisc } from '../../../core/bag-types';
import { msg, plural } from '@lingui/core/macro';
import type { Arm, DistanceUnit, ThrowType } from '../../../core/flight/thrower';
import { currentI18n } from '../../i18n/current';
import { armText, lengthText, numberText, throwsLabelText } from './distance-words';
import {
  playerModel,
  type PlayerArm,
  type PlayerDiscFlight,
  type PlayerModel,
} from '../../../core/player/player-model';
import type { MyArm } from '../../../core/throws/my-arm';
import type { MeasuredFlight } from '../../../core/throws/throw-stats';
import type { ThrowSummary } from '../../../core/throws/throw-summary';
import { storedPreference } from '../../lib/stored-preference';
import { useHandedness } from '../../lib/use-handedness';
import { useThrower } from '../../lib/use-thrower';
import type { Handedness } from '../../../core/flight/handedness';
import { withPersonalFlight } from '../../../core/flight/personal-flight';

export const MY_THROWS_KEY = 'disc-golf-my-throws';
export const myThrowsStore = storedPreference<'on' | 'off'>(
  MY_THROWS_KEY,
  ['on', 'off'],
  () => 'on',
  () => undefined,
);

export interface MyThrowsSource {
  /** The summary of the log (or of a shared bag's landings); null until read or when empty. */
  summary: ThrowSummary | null;
  /** The player's discs (all of them: the model needs each one's flight numbers). */
  discs: readonly UserDisc[];
  /** A chart or the advice needs the log: the provider reads it from now on. */
  want: () => void;
  /** Whose throws, as the charts name them: 'My throws' unless said ('Their throws' on a share). */
  label?: string;
}

export const MyThrowsContext = createContext<MyThrowsSource | null>(null);

/** The model's fitted arm in the shape the chips and texts use. */
function myArmOf(arm: PlayerArm): MyArm | null {
  if (arm.source !== 'fitted') return null;
  return {
    throwType: arm.throwType,
    maxFeet: arm.maxFeet,
    throws: arm.throws,
    discs: arm.discs,
    fitPercent: arm.fitPercent ?? 0,
  };
}

/** A measured disc of the model as the chart layouts draw it (finish: measured, else the model's). */
export function measuredFlightOf(f: PlayerDiscFlight): MeasuredFlight {
  return {
    userDiscId: f.userDiscId,
    throwType: f.throwType,
    count: f.measuredThrows,
    distanceFt: f.distanceFt,
    finishFt: f.finishFt,
    finishMeasured: f.finishSource === 'measured',
    landings: f.landings,
    ...(f.spread ? { spread: f.spread } : {}),
  };
}

function measuredMaps(model: PlayerModel): Record<ThrowType, Map<string, MeasuredFlight>> {
  const out = { backhand: new Map(), forehand: new Map() } as Record<
    ThrowType,
    Map<string, MeasuredFlight>
  >;
  for (const f of model.flights) {
    if (f.source === 'measured') out[f.throwType].set(f.userDiscId, measuredFlightOf(f));
  }
  return out;
}

interface ModelOf {
  model: PlayerModel;
  measured: Record<ThrowType, Map<string, MeasuredFlight>>;
}

/** The last model made, shared by every component of the page that reads it (same inputs). */
let kept: { source: MyThrowsSource | null; key: string; value: ModelOf } | null = null;

function modelOf(source: MyThrowsSource | null, arm: Arm, handedness: Handedness, on: boolean) {
  const key = `${typeof arm === 'string' ? arm : arm.maxFeet}|${handedness}|${on}`;
  if (kept && kept.source === source && kept.key === key) return kept.value;
  const model = playerModel({
    discs: (source?.discs ?? []).map((d) => ({
      userDiscId: d.id,
      flight: withPersonalFlight(d).discDetails ?? null,
    })),
    summary: source?.summary ?? null,
    chosenArm: arm,
    handedness,
    useThrows: on,
  });
  const value = { model, measured: measuredMaps(model) };
  kept = { source, key, value };
  return value;
}

/** The model every screen reads, made once per change of its inputs for the whole page. */
function usePlayerModelOf(source: MyThrowsSource | null, arm: Arm, on: boolean): ModelOf {
  const { handedness } = useHandedness();
  const armKey = typeof arm === 'string' ? arm : arm.maxFeet;
  return useMemo(
    () =>
      modelOf(
        source,
        typeof armKey === 'string' ? (armKey as Arm) : { maxFeet: armKey },
        handedness,
        on,
      ),
    [source, armKey, handedness, on],
  );
}

/**
 * The thrower the charts and advice use: the stored one, with the fitted arm in place of the
 * stored arm while "My throws" is on and an arm is fitted for the chosen throw type.
 */
export function usePlayerThrower() {
  const t = useThrower();
  const source = useContext(MyThrowsContext);
  const want = source?.want;
  useEffect(() => want?.(), [want]);
  // The server draws a page with the default (on), as a first visit has it.
  const switchValue = useSyncExternalStore(
    myThrowsStore.subscribe,
    myThrowsStore.get,
    () => 'on' as const,
  );
  const { model, measured } = usePlayerModelOf(source, t.arm, switchValue === 'on');
  const fittedOrMeasured = (type: ThrowType) =>
    model.arms[type].source === 'fitted' || measured[type].size > 0;
  const setMyThrows = useCallback((v: boolean) => myThrowsStore.set(v ? 'on' : 'off'), []);
  const hasThrows = model.hasThrows && (switchValue === 'off' || fittedOrMeasured(t.throwType));
  const on = switchValue === 'on' && model.hasThrows && fittedOrMeasured(t.throwType);
  const playerArm = model.arms[t.throwType];
  const myArm = on ? myArmOf(playerArm) : null;
  const fitted = model.fitted[t.throwType];
  return {
    ...t,
    arm: playerArm.arm,
    /** The arm the log fits for this throw type, on or off (null: too few throws). */
    fittedArm: fitted ? myArmOf(fitted) : null,
    /** The arm the player chose (settings, the arm control): the "what if" when My throws is on. */
    chosenArm: t.arm,
    /** The log has something to show for this throw type (a fitted arm or a measured disc). */
    hasThrows,
    myThrowsOn: on,
    setMyThrows,
    myArm,
    measured: on ? measured[t.throwType] : null,
    /** The discs measured for either throw type (the disc modal draws both), while on. */
    measuredByType: {
      backhand: switchValue === 'on' ? measured.backhand : null,
      forehand: switchValue === 'on' ? measured.forehand : null,
    },
    /** The one model of the player (decision 0046). */
    model,
    /** The player's discs as the provider holds them (empty on a page without it). */
    ownDiscs: source?.discs ?? [],
    throwsLabel: source?.label ?? 'My throws',
  };
}

/** 'My throws · arm 345 ft, fitted to 14 throws (±6 %)', in the page's language. */
export function myArmText(arm: MyArm, unit: DistanceUnit, label = 'My throws'): string {
  const whose = throwsLabelText(label);
  const length = lengthText(arm.maxFeet, unit);
  const count = arm.throws;
  const percent = numberText(Math.round(arm.fitPercent));
  return arm.fitPercent < 1
    ? currentI18n()._(
        msg`${whose} · arm ${length}, fitted to ${plural(count, { one: '# throw', other: '# throws' })} (within 1 %)`,
      )
    : currentI18n()._(
        msg`${whose} · arm ${length}, fitted to ${plural(count, { one: '# throw', other: '# throws' })} (±${percent} %)`,
      );
}

/**
 * The arm every screen names (the chart's chip, compare, the disc modal, insights, settings):
 * the fitted arm with its throws while "My throws" is on; another arm chosen while the log fits
 * one is a "what if"; without throws, the chosen arm.
 */
export function armName(
  t: Pick<
    ReturnType<typeof usePlayerThrower>,
    'myArm' | 'fittedArm' | 'arm' | 'unit' | 'throwsLabel'
  >,
): string {
  if (t.myArm) return myArmText(t.myArm, t.unit, t.throwsLabel);
  const chosen = armText(t.arm, t.unit);
  if (t.fittedArm) {
    const whose = throwsLabelText(t.throwsLabel);
    const length = lengthText(t.fittedArm.maxFeet, t.unit);
    const count = t.fittedArm.throws;
    return currentI18n()._(
      msg`What if · ${chosen} (${whose}: arm ${length}, ${plural(count, { one: '# throw', other: '# throws' })})`,
    );
  }
  return chosen;
}
