/**
 * What the caddie reads on the scoring screen (docs/decisions/0045-the-caddie.md), all of it from
 * what the device already holds: the player's discs and throw summary (kept for offline use by the
 * worker, decision 0031) and the rounds already in the query cache (never fetched for this). No
 * read here blocks scoring: without them the suggestions are simply fewer.
 */
import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { UserDisc } from '../../../core/bag-types';
import { caddieDiscs } from '../../../core/caddie/from-throws';
import { lastTimesHere, rankTeeDiscs, shotsPerDisc } from '../../../core/caddie/tee';
import { activeDiscs, withPersonalFlight } from '../../../core/flight/personal-flight';
import type { Round } from '../../../core/schemas/round';
import { usePlayerThrower } from '../../components/charts/player-thrower';
import { roundsKey } from '../../data/query-policy';
import { useSession } from '../../data/session';
import { useThrowSummary } from '../../data/use-throws';
import { useUserDiscs } from '../../data/use-user-discs';
import { useHandedness } from '../../lib/use-handedness';
import { discRowData, nameWithCopy } from '../../lib/disc-row-data';

/** 'Teebird', or 'Teebird (copy 2)' for a second copy. */
export const discName = (d: UserDisc) => nameWithCopy(discRowData(d).name, d);

/** The full rounds the query cache holds (a round's page read them), the one in play included. */
export function useCachedRounds(userId: string | null, current: Round): Round[] {
  const client = useQueryClient();
  return useMemo(() => {
    const held = client
      .getQueriesData<Round>({ queryKey: roundsKey(userId) })
      .map(([, r]) => r)
      .filter((r): r is Round => !!r && !Array.isArray(r) && Array.isArray(r.scores));
    return [current, ...held.filter((r) => r.id !== current.id)];
  }, [client, userId, current]);
}

/** The round's bag's discs in play (every disc in play when the round has no bag). */
export function roundBagDiscs(discs: readonly UserDisc[], bagId: string | null): UserDisc[] {
  const active = activeDiscs(discs);
  const inBag = bagId ? active.filter((d) => d.bagId === bagId) : [];
  return inBag.length ? inBag : active;
}

export function useCaddie(round: Round, holeIndex: number) {
  const userId = useSession().user?.id ?? null;
  const discs = useUserDiscs(userId).data;
  const summary = useThrowSummary(userId).data ?? null;
  const t = usePlayerThrower();
  const { handedness } = useHandedness();
  const armKey = typeof t.arm === 'string' ? t.arm : t.arm.maxFeet;
  const thrower = useMemo(
    () => ({ arm: t.arm, throwType: t.throwType, handedness, unit: t.unit }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the arm by value, not identity
    [armKey, t.throwType, handedness, t.unit],
  );
  const rounds = useCachedRounds(userId, round);
  const hole = round.holes[holeIndex];
  return useMemo(() => {
    const bag = roundBagDiscs(discs ?? [], round.bagId);
    const uses = shotsPerDisc(rounds);
    const ordered = [...bag].sort(
      (a, b) =>
        (uses.get(b.id) ?? 0) - (uses.get(a.id) ?? 0) || discName(a).localeCompare(discName(b)),
    );
    const names = new Map(bag.map((d) => [d.id, discName(d)]));
    const input = bag.map((d) => {
      const f = withPersonalFlight(d).discDetails;
      return {
        userDiscId: d.id,
        name: discName(d),
        flight: {
          speed: f?.speed ?? null,
          glide: f?.glide ?? null,
          turn: f?.turn ?? null,
          fade: f?.fade ?? null,
        },
      };
    });
    const suggestions = hole
      ? rankTeeDiscs(
          caddieDiscs(input, summary, thrower),
          { lengthFt: hole.lengthFt, shape: hole.shape },
          thrower.unit,
        )
      : [];
    const lastTimes = hole ? lastTimesHere(rounds, round, hole.label) : [];
    return { discs: ordered, names, suggestions, lastTimes, unit: thrower.unit, thrower };
  }, [discs, summary, thrower, rounds, round, hole]);
}
