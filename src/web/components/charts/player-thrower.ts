/**
 * "My throws" (decision 0030) as the charts and the advice see it: the arm fitted from the
 * player's throw log and the discs measured by it. The signed-in layout provides them
 * (features/my-throws/my-throws-provider.tsx) and reads the log only once a chart or the advice
 * asks; a page without the provider (a shared bag's) draws the stored thrower, as before.
 *
 * While "My throws" is on (the default, kept on this device) and the log fits an arm for the
 * chosen throw type, the charts, insights, "fill this gap" and the dashboard use that arm; a
 * player with no throws sees today's charts.
 */
import { createContext, useCallback, useContext, useEffect, useSyncExternalStore } from 'react';
import type { Arm } from '../../../core/flight/thrower';
import type { MyArm, MyThrows } from '../../../core/throws/my-arm';
import { storedPreference } from '../../lib/stored-preference';
import { useThrower } from '../../lib/use-thrower';

export const MY_THROWS_KEY = 'disc-golf-my-throws';
export const myThrowsStore = storedPreference<'on' | 'off'>(
  MY_THROWS_KEY,
  ['on', 'off'],
  () => 'on',
  () => undefined,
);

export interface MyThrowsSource {
  /** The log's fitted arm and measured discs per throw type (null: nothing to show). */
  byType: { backhand: MyThrows | null; forehand: MyThrows | null };
  /** A chart or the advice needs the log: the provider reads it from now on. */
  want: () => void;
  /** Whose throws, as the charts name them: 'My throws' unless said ('Their throws' on a share). */
  label?: string;
}

export const MyThrowsContext = createContext<MyThrowsSource | null>(null);

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
  const data = source?.byType[t.throwType] ?? null;
  const on = switchValue === 'on' && data !== null;
  const myArm: MyArm | null = on ? (data?.arm ?? null) : null;
  const arm: Arm = myArm ? { maxFeet: myArm.maxFeet } : t.arm;
  const setMyThrows = useCallback((v: boolean) => myThrowsStore.set(v ? 'on' : 'off'), []);
  const measuredOf = (type: 'backhand' | 'forehand') =>
    switchValue === 'on' ? (source?.byType[type]?.measured ?? null) : null;
  return {
    ...t,
    arm,
    /** The log has something to show for this throw type (a fitted arm or a measured disc). */
    hasThrows: data !== null,
    myThrowsOn: on,
    setMyThrows,
    myArm,
    measured: on ? (data?.measured ?? null) : null,
    /** The discs measured for either throw type (the disc modal draws both), while on. */
    measuredByType: { backhand: measuredOf('backhand'), forehand: measuredOf('forehand') },
    throwsLabel: source?.label ?? 'My throws',
  };
}
