/**
 * /field — a field session on the phone (decision 0030): choose a few discs, then one large tap
 * per throw. The distance is measured ("Mark the tee", walk, "Mark where it landed": two GPS
 * fixes, each ±15 m or better) or typed; each disc's throws are listed with count, median and
 * best, and can be edited or deleted. Distances show in the player's unit (feet or metres).
 */
import { useMemo, useState } from 'react';
import type { UserDisc } from '../../core/bag-types';
import { isArchived } from '../../core/rules/disc-details';
import {
  GPS_MAX_ACCURACY_M,
  MAX_FINISH_FT,
  MAX_THROW_FT,
  type Effort,
  type Release,
  type ThrowType,
} from '../../core/rules/throw';
import type { PutThrowInput, Throw } from '../../core/schemas/throw';
import {
  formatLength,
  fromFeet,
  toFeet,
  unitSymbol,
  type DistanceUnit,
} from '../../core/flight/thrower';
import { ScreenHeader } from '../components/page-heading';
import { readFailure, ReadsLoadError } from '../components/load-error';
import { Alert } from '../components/ui/alert';
import { Button, LinkButton } from '../components/ui/button';
import { Skeletons } from '../components/ui/spinner';
import { TextField } from '../components/ui/text-field';
import { EmptyState } from '../components/ui/empty-state';
import { useSession } from '../data/session';
import { useBags } from '../data/use-bags';
import { useUserDiscs } from '../data/use-user-discs';
import { useDiscThrows, useOutboxQueue, useThrowSummary, useThrowWrites } from '../data/use-throws';
import type { ThrowSummary } from '../../core/throws/throw-summary';
import { waitingIds } from '../data/outbox-rules';
import { Segmented } from '../components/ui/segmented';
import { fieldDiscDetail, fieldDiscName } from '../features/field/field-disc';
import { DiscThrows } from '../features/field/throw-list';
import {
  effortOptions,
  releaseOptions,
  sideOptions,
  throwTypeOptions,
  typedNumber,
  type Side,
} from '../features/field/throw-fields';
import { usePositionMark } from '../features/field/use-position-mark';
import { errorMessage } from '../lib/error-message';
import { paths } from '../lib/paths';
import { useThrower } from '../lib/use-thrower';

const CHOSEN_KEY = 'hyzer-field-discs';
const readChosen = (): string[] => {
  try {
    const v = JSON.parse(localStorage.getItem(CHOSEN_KEY) ?? '[]') as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
};

export default function FieldPage() {
  const userId = useSession().user?.id ?? null;
  const bags = useBags(userId);
  const discs = useUserDiscs(userId);
  const summary = useThrowSummary(userId);
  const [chosen, setChosenState] = useState<string[]>(readChosen);
  const [picking, setPicking] = useState(false);
  const setChosen = (ids: string[]) => {
    setChosenState(ids);
    localStorage.setItem(CHOSEN_KEY, JSON.stringify(ids));
  };
  const active = useMemo(() => (discs.data ?? []).filter((d) => !isArchived(d)), [discs.data]);
  const inSession = active.filter((d) => chosen.includes(d.id));
  const failed = readFailure([bags, discs, summary]);
  const loading = discs.data === undefined || summary.data === undefined;

  return (
    <div className="space-y-5">
      <ScreenHeader
        title="Field session"
        actions={
          inSession.length > 0 && !picking ? (
            <Button variant="secondary" onClick={() => setPicking(true)}>
              Change discs
            </Button>
          ) : null
        }
      >
        Log throws on the course or a field: tap the disc you threw, with the distance measured by
        your phone or typed.
      </ScreenHeader>
      <ReadsLoadError reads={[bags, discs, summary]} />
      {loading ? (
        failed ? null : (
          <div className="grid gap-3" aria-busy="true">
            <Skeletons count={2} className="h-28" />
          </div>
        )
      ) : active.length === 0 ? (
        <EmptyState
          title="No discs to throw yet"
          description="Add discs to a bag first; then pick a few here."
          action={<LinkButton to={paths.bags}>Go to My Bags</LinkButton>}
        />
      ) : picking || inSession.length === 0 ? (
        <DiscPicker
          discs={active}
          bagName={(id) => bags.data?.find((b) => b.id === id)?.name ?? ''}
          chosen={chosen}
          onDone={(ids) => {
            setChosen(ids);
            setPicking(false);
          }}
        />
      ) : (
        <Session userId={userId} discs={inSession} summary={summary.data} />
      )}
    </div>
  );
}

function DiscPicker({
  discs,
  bagName,
  chosen,
  onDone,
}: {
  discs: UserDisc[];
  bagName: (bagId: string) => string;
  chosen: string[];
  onDone: (ids: string[]) => void;
}) {
  const [picked, setPicked] = useState(
    () => new Set(chosen.filter((id) => discs.some((d) => d.id === id))),
  );
  const toggle = (id: string) =>
    setPicked((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <section aria-labelledby="pick-heading" className="space-y-3">
      <h2 id="pick-heading" className="text-lg font-semibold">
        Choose the discs you will throw
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {discs.map((d) => {
          return (
            <li key={d.id}>
              <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-900">
                <input
                  type="checkbox"
                  className="size-5 accent-brand-700"
                  checked={picked.has(d.id)}
                  onChange={() => toggle(d.id)}
                />
                <span
                  aria-hidden
                  className="size-4 shrink-0 rounded-full border border-slate-300"
                  style={{ backgroundColor: d.color }}
                />
                <span className="min-w-0">
                  <span className="block font-medium">{fieldDiscName(d)}</span>
                  <span className="block text-xs text-slate-500 dark:text-slate-400">
                    {fieldDiscDetail(d, bagName(d.bagId))}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      <Button size="lg" block disabled={picked.size === 0} onClick={() => onDone([...picked])}>
        {picked.size === 0
          ? 'Choose at least one disc'
          : `Start with ${picked.size} ${picked.size === 1 ? 'disc' : 'discs'}`}
      </Button>
    </section>
  );
}

function Session({
  userId,
  discs,
  summary,
}: {
  userId: string | null;
  discs: UserDisc[];
  summary: ThrowSummary;
}) {
  const totals = useMemo(
    () => new Map(summary.discs.map((d) => [d.userDiscId, d])),
    [summary.discs],
  );
  // The throw the player set for the charts is the session's first choice.
  const { unit, throwType: usualThrow } = useThrower();
  const sym = unitSymbol(unit);
  const position = usePositionMark();
  const { put, remove } = useThrowWrites(userId);
  const { queue } = useOutboxQueue(userId);
  const waiting = useMemo(() => waitingIds(queue), [queue]);
  const [throwType, setThrowType] = useState<ThrowType>(usualThrow);
  const [effort, setEffort] = useState<Effort>('full');
  const [release, setRelease] = useState<Release | null>(null);
  const [typed, setTyped] = useState('');
  const [finish, setFinish] = useState('');
  const [side, setSide] = useState<Side>('left');
  const [saved, setSaved] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const typedFeet = (() => {
    const n = typedNumber(typed);
    return n === null ? null : toFeet(n, unit);
  })();
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

  const log = (disc: UserDisc) => {
    if (!distance || finishBad) return;
    const id = crypto.randomUUID();
    const body: PutThrowInput = {
      userDiscId: disc.id,
      distanceFt: Math.round(distance.feet * 10) / 10,
      throwType,
      effort,
      finishFt: finishFeet === null ? null : Math.round(finishFeet * 10) / 10,
      release,
      thrownAt: new Date().toISOString(),
      measuredBy: distance.gps === null ? 'typed' : 'gps',
      gpsAccuracyM: distance.gps,
    };
    setProblem(null);
    setSaved(`${fieldDiscName(disc)}: ${formatLength(body.distanceFt, unit)} logged`);
    put.mutate(
      { id, body },
      {
        onError: (err) => {
          setSaved(null);
          setProblem(errorMessage(err, 'The throw was not saved. Please try again.'));
        },
      },
    );
    setTyped('');
    setFinish('');
    position.clearLanding();
  };

  const saveEdit = (t: Throw) =>
    put.mutate(
      {
        id: t.id,
        body: {
          userDiscId: t.userDiscId,
          distanceFt: t.distanceFt,
          throwType: t.throwType,
          effort: t.effort,
          finishFt: t.finishFt,
          release: t.release,
          note: t.note,
          thrownAt: t.thrownAt,
          measuredBy: t.measuredBy,
          gpsAccuracyM: t.gpsAccuracyM,
        },
      },
      { onError: (err) => setProblem(errorMessage(err)) },
    );

  return (
    <div className="space-y-5">
      <section
        aria-labelledby="measure-heading"
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
      >
        <h2 id="measure-heading" className="text-lg font-semibold">
          Distance
        </h2>
        {!position.refused && (
          <div className="space-y-2">
            <div className="grid grid-cols-2 gap-2">
              <Button
                size="lg"
                variant={position.tee ? 'secondary' : 'primary'}
                className="h-auto min-h-14 py-2 leading-tight whitespace-normal"
                loading={position.busy === 'tee'}
                onClick={position.markTee}
              >
                {position.tee ? 'Mark the tee again' : 'Mark the tee'}
              </Button>
              <Button
                size="lg"
                variant={position.tee && !position.landing ? 'primary' : 'secondary'}
                disabled={!position.tee}
                className="h-auto min-h-14 py-2 leading-tight whitespace-normal"
                loading={position.busy === 'landing'}
                onClick={position.markLanding}
              >
                Mark where it landed
              </Button>
            </div>
            <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="gps-status">
              {!position.tee
                ? `Stand on the tee and mark it, walk to your disc, then mark where it landed. Fixes must be ±${GPS_MAX_ACCURACY_M} m or better (phone GPS is ±3–10 m in the open).`
                : position.landing
                  ? `Measured ${formatLength(position.landing.feet, unit)} (±${Math.ceil(position.landing.accuracyM)} m). Now tap the disc you threw.`
                  : `Tee marked (±${Math.ceil(position.tee.accuracy)} m). Walk to your disc and mark where it landed.`}
            </p>
          </div>
        )}
        {position.error && (
          <Alert tone={position.refused ? 'info' : 'warning'} onDismiss={position.dismissError}>
            <p>{position.error}</p>
          </Alert>
        )}
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label={position.refused ? `Distance (${sym})` : `Or type the distance (${sym})`}
            inputMode="decimal"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            error={
              typedBad ? `Between 1 and ${Math.round(fromFeet(MAX_THROW_FT, unit))} ${sym}` : null
            }
          />
          <TextField
            label={`Finish off the line (${sym})`}
            hint="Optional"
            inputMode="decimal"
            value={finish}
            onChange={(e) => setFinish(e.target.value)}
            error={finishBad ? `At most ${Math.round(fromFeet(MAX_FINISH_FT, unit))} ${sym}` : null}
          />
        </div>
        <Segmented label="Finished" options={sideOptions} value={side} onChange={setSide} />
        <Segmented
          label="Throw"
          options={throwTypeOptions}
          value={throwType}
          onChange={setThrowType}
        />
        <div className="flex flex-wrap gap-4">
          <Segmented label="Effort" options={effortOptions} value={effort} onChange={setEffort} />
          <Segmented
            label="Release (optional)"
            options={releaseOptions}
            value={release}
            onChange={(r) => setRelease(r === release ? null : r)}
          />
        </div>
      </section>

      <section aria-labelledby="tap-heading" className="space-y-2">
        <h2 id="tap-heading" className="text-lg font-semibold">
          {distance
            ? `Tap the disc you threw (${formatLength(distance.feet, unit)})`
            : 'Tap the disc you threw'}
        </h2>
        {!distance && (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Mark where it landed or type the distance first.
          </p>
        )}
        <div className="grid grid-cols-2 gap-2">
          {discs.map((d) => {
            const n = totals.get(d.id)?.throws ?? 0;
            return (
              <button
                key={d.id}
                type="button"
                disabled={!distance || finishBad}
                onClick={() => log(d)}
                className="flex min-h-20 flex-col items-start justify-center gap-0.5 rounded-xl border-2 border-brand-700 bg-brand-50 px-4 py-3 text-left text-brand-900 shadow-sm transition-colors hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:border-slate-300 disabled:bg-slate-50 disabled:text-slate-500 dark:border-brand-400 dark:bg-brand-900/40 dark:text-brand-100 dark:disabled:border-slate-700 dark:disabled:bg-slate-900 dark:disabled:text-slate-500"
              >
                <span className="flex items-center gap-2 text-lg font-bold">
                  <span
                    aria-hidden
                    className="size-3.5 rounded-full border border-slate-400"
                    style={{ backgroundColor: d.color }}
                  />
                  {fieldDiscName(d)}
                </span>
                <span className="text-xs">
                  {n} {n === 1 ? 'throw' : 'throws'}
                </span>
              </button>
            );
          })}
        </div>
        <div
          role="status"
          aria-live="polite"
          className="min-h-6 text-sm font-medium text-green-800 dark:text-green-300"
        >
          {saved}
        </div>
        {problem && (
          <Alert tone="error" onDismiss={() => setProblem(null)}>
            <p>{problem}</p>
          </Alert>
        )}
      </section>

      <section aria-labelledby="log-heading" className="space-y-3">
        <h2 id="log-heading" className="text-lg font-semibold">
          Your throws
        </h2>
        <div className="grid gap-3 md:grid-cols-2">
          {discs.map((d) => (
            <DiscLog
              key={d.id}
              userId={userId}
              disc={d}
              total={totals.get(d.id)}
              waiting={waiting}
              unit={unit}
              onSave={saveEdit}
              onDelete={(t) =>
                remove.mutate(t.id, { onError: (err) => setProblem(errorMessage(err)) })
              }
            />
          ))}
        </div>
      </section>
    </div>
  );
}

/** One disc's list in the session: its figures from the summary, its latest throws by pages. */
function DiscLog({
  userId,
  disc,
  total,
  ...rest
}: {
  userId: string | null;
  disc: UserDisc;
  total: ThrowSummary['discs'][number] | undefined;
  waiting: ReadonlySet<string>;
  unit: DistanceUnit;
  onSave: (t: Throw) => void;
  onDelete: (t: Throw) => void;
}) {
  const log = useDiscThrows(userId, disc.id);
  return (
    <DiscThrows
      name={fieldDiscName(disc)}
      figures={
        total ? { count: total.throws, medianFt: total.medianFt, bestFt: total.bestFt } : null
      }
      throws={log.throws ?? []}
      more={
        log.hasNextPage
          ? { load: () => void log.fetchNextPage(), loading: log.isFetchingNextPage }
          : null
      }
      {...rest}
    />
  );
}
