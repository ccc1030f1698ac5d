/**
 * "My throws" (decision 0030): the arm fitted from the player's throw log and the discs measured
 * by it, for the charts and the advice. While it is on (the default, kept on this device) and the
 * log fits an arm for the chosen throw type, the charts, insights, "fill this gap" and the
 * dashboard use that arm instead of the stored one; a player with no throws sees today's charts.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { UserDisc } from '../../core/bag-types';
import { withPersonalFlight } from '../../core/flight/personal-flight';
import type { Arm } from '../../core/flight/thrower';
import { myThrows, type MyArm, type MyThrows } from '../../core/throws/my-arm';
import { storedPreference } from '../lib/stored-preference';
import { useThrower } from '../lib/use-thrower';
import { useSession } from './session';
import { useThrows } from './use-throws';
import { useUserDiscs } from './use-user-discs';

export const MY_THROWS_KEY = 'disc-golf-my-throws';
export const myThrowsStore = storedPreference<'on' | 'off'>(
  MY_THROWS_KEY,
  ['on', 'off'],
  () => 'on',
  () => undefined,
);

/** The signed-in player's fitted arm and measured discs for a throw type (null: nothing logged). */
export function useMyThrowsData(throwType: 'backhand' | 'forehand', enabled = true): MyThrows | null {
  const userId = useSession().user?.id ?? null;
  const player = enabled ? userId : null;
  const throws = useThrows(player);
  const discs = useUserDiscs(player);
  return useMemo(() => {
    const log = throws.data ?? [];
    if (log.length === 0) return null;
    const byId = new Map<string, UserDisc>((discs.data ?? []).map((d) => [d.id, d]));
    const flightOf = (id: string) => {
      const d = byId.get(id);
      return d ? withPersonalFlight(d).discDetails ?? undefined : undefined;
    };
    const mine = myThrows(log, flightOf, throwType);
    return mine.arm || mine.measured.size > 0 ? mine : null;
  }, [throws.data, discs.data, throwType]);
}

/**
 * The thrower the charts and advice use: the stored one, with the fitted arm in place of the
 * stored arm while "My throws" is on and an arm is fitted. `ownThrows: false` (a shared bag's
 * page) always gives the stored thrower.
 */
export function usePlayerThrower(ownThrows = true) {
  const t = useThrower();
  const switchValue = useSyncExternalStore(myThrowsStore.subscribe, myThrowsStore.get);
  const data = useMyThrowsData(t.throwType, ownThrows);
  const on = ownThrows && switchValue === 'on' && data !== null;
  const myArm: MyArm | null = on ? (data?.arm ?? null) : null;
  const arm: Arm = myArm ? { maxFeet: myArm.maxFeet } : t.arm;
  const setMyThrows = useCallback((v: boolean) => myThrowsStore.set(v ? 'on' : 'off'), []);
  return {
    ...t,
    arm,
    /** The log has something to show (a fitted arm or a measured disc). */
    hasThrows: ownThrows && data !== null,
    myThrowsOn: on,
    setMyThrows,
    myArm,
    measured: on ? (data?.measured ?? null) : null,
  };
}
