import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bag, details, userDisc } from '../../../core/testing/factories';
import type { Round, Shot } from '../../../core/schemas/round';
import type { ThrowSummary } from '../../../core/throws/throw-summary';
import { fakeApi } from '../../testing/api-handlers';
import { startApiServer } from '../../testing/msw';
import { renderSignedIn } from '../../testing/render-with-client';
import { HoleExtras } from './hole-extras';

const api = startApiServer();

const TEEBIRD = userDisc(1, details({ name: 'Teebird', speed: 7, glide: 5, turn: 0, fade: 2 }));
const LEOPARD = userDisc(2, details({ name: 'Leopard3', speed: 7, glide: 5, turn: -2, fade: 1 }));
const WRAITH = userDisc(3, details({ name: 'Wraith', speed: 11, glide: 5, turn: -1, fade: 3 }));
const ELSEWHERE = userDisc(4, details({ name: 'Aviar', speed: 2 }), { bagId: 'b2' });

/** Twelve full-power backhands of the Teebird: median 265 ft, finishing 15 ft left. */
const SUMMARY: ThrowSummary = {
  total: 12,
  discs: [
    {
      userDiscId: TEEBIRD.id,
      throws: 12,
      medianFt: 265,
      bestFt: 280,
      lastThrownAt: '2026-11-01T10:00:00.000Z',
    },
  ],
  groups: [
    {
      userDiscId: TEEBIRD.id,
      throwType: 'backhand',
      throws: 12,
      full: 12,
      medianFt: 265,
      bestFt: 280,
      lowFt: 258,
      highFt: 272,
      finishFt: -15,
      finishes: 12,
      invSum: 12 / 265,
      invSqSum: 12 / (265 * 265),
      recent: [],
    },
  ],
};

const ROUND: Round = {
  id: '0193a000-0000-4000-8000-000000000001',
  courseId: null,
  layoutId: null,
  courseName: 'Maple Hill',
  layoutName: 'Gold',
  holes: [
    {
      label: '1',
      par: 3,
      lengthFt: 280,
      lengthUnit: 'ft',
      shape: null,
      tee: null,
      basket: null,
      note: '',
    },
  ],
  guests: [],
  bagId: 'b1',
  startedAt: '2026-11-20T10:00:00.000Z',
  finishedAt: null,
  source: 'hyzer',
  scores: [],
  updatedAt: '2026-11-20T10:00:00.000Z',
};

let saved: Shot[][] = [];

/** The shot section on the round's first hole, its shots kept as the scoring screen keeps them. */
function Harness({ round = ROUND }: { round?: Round }) {
  const [shots, setShots] = useState<Shot[]>([]);
  return (
    <HoleExtras
      round={round}
      holeIndex={0}
      shots={shots}
      onShotsChange={(next) => {
        saved.push(next);
        setShots(next);
      }}
    />
  );
}

const HOLE_2 = { ...ROUND.holes[0]!, label: '2', lengthFt: 330 };
const TWO_HOLES: Round = { ...ROUND, holes: [ROUND.holes[0]!, HOLE_2] };

/** The scoring screen's use: one HoleExtras that moves from hole to hole, each with its shots. */
function TwoHoles({ second }: { second: Shot[] }) {
  const [index, setIndex] = useState(0);
  const [shots, setShots] = useState<Shot[][]>([[], second]);
  return (
    <>
      <button type="button" onClick={() => setIndex(index === 0 ? 1 : 0)}>
        Other hole
      </button>
      <HoleExtras
        round={TWO_HOLES}
        holeIndex={index}
        shots={shots[index]!}
        onShotsChange={(next) => setShots(shots.map((s, i) => (i === index ? next : s)))}
      />
    </>
  );
}

/**
 * As on the scoring screen: the shots come back as a prop only once the device has stored the
 * hole (a write to IndexedDB, then the query cache), here after `lagMs`.
 */
function StoredLater({ lagMs }: { lagMs: number }) {
  const [shots, setShots] = useState<Shot[]>([]);
  return (
    <HoleExtras
      round={ROUND}
      holeIndex={0}
      shots={shots}
      onShotsChange={(next) => {
        saved.push(next);
        setTimeout(() => setShots(next), lagMs);
      }}
    />
  );
}

/** The phone answers with a fix only when `answer` is called. */
function phoneAnswersLater() {
  let answer!: (lat: number, lng: number) => void;
  const getCurrentPosition = vi.fn((ok: PositionCallback) => {
    answer = (latitude, longitude) =>
      ok({ coords: { latitude, longitude, accuracy: 4 } } as GeolocationPosition);
  });
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
  return (lat: number, lng: number) => answer(lat, lng);
}

afterEach(() => vi.unstubAllGlobals());

beforeEach(() => {
  saved = [];
  fakeApi(api, {
    bags: [bag('b1', 'Round bag'), bag('b2', 'Putters')],
    discs: [LEOPARD, WRAITH, TEEBIRD, ELSEWHERE],
  });
  api.use(http.get('/api/throws/summary', () => HttpResponse.json(SUMMARY)));
});

describe('HoleExtras: the caddie and the shots under a hole', () => {
  it('suggests the measured Teebird first on a 280 ft hole, with its evidence, and only the round’s bag', async () => {
    await renderSignedIn(<Harness />);
    const list = await screen.findByRole('list', { name: undefined });
    const first = await within(list).findByText(
      'Teebird: your median 265 ft over 12 full throws, finishes 15 ft left',
    );
    expect(first).toBeInTheDocument();
    const items = within(list)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(items[0]).toContain('Teebird');
    expect(
      items.some((t) => t?.includes('Leopard3: about') && t.includes('not measured yet')),
    ).toBe(true);
    expect(items.some((t) => t?.includes('Aviar'))).toBe(false);
    // The caddie reads nothing of its own: no round, no throw log.
    expect(api.calls.some((c) => c.path.startsWith('/api/rounds'))).toBe(false);
    expect(api.calls.some((c) => c.path === '/api/throws')).toBe(false);
    // Scoring with strokes alone: the shots stay folded away and nothing is saved.
    expect(screen.getByRole('button', { name: 'Describe your shots' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(saved).toEqual([]);
  });

  it('fills the tee shot’s disc from a tap on a suggestion, then takes a typed distance and a result', async () => {
    await renderSignedIn(<Harness />);
    const user = userEvent.setup();
    await user.click(
      await screen.findByText(
        'Teebird: your median 265 ft over 12 full throws, finishes 15 ft left',
      ),
    );
    expect(saved.at(-1)).toEqual([
      expect.objectContaining({ userDiscId: TEEBIRD.id, throwType: 'backhand', effort: 'full' }),
    ]);
    const shot = screen.getByRole('group', { name: 'Shot 1' });
    expect(within(shot).getByRole('button', { name: 'Teebird' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.type(within(shot).getByLabelText('Distance (ft)'), '262');
    await user.click(within(shot).getByRole('button', { name: 'Fairway' }));
    expect(saved.at(-1)![0]).toMatchObject({ distanceFt: 262, result: 'fairway' });
    await user.click(within(shot).getByRole('button', { name: 'Done' }));
    expect(
      screen.getByRole('button', { name: '1. Teebird · Backhand · 262 ft · Fairway' }),
    ).toBeInTheDocument();
  });

  it('adds a second shot with the discs of the bag as chips, and removes a shot', async () => {
    await renderSignedIn(<Harness />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Describe your shots' }));
    await user.click(screen.getByRole('button', { name: 'Add a shot' }));
    const shot = screen.getByRole('group', { name: 'Shot 1' });
    const chips = within(within(shot).getByRole('group', { name: 'Disc' })).getAllByRole('button');
    expect(chips.map((c) => c.textContent).sort()).toEqual(['Leopard3', 'Teebird', 'Wraith']);
    await user.click(within(shot).getByRole('button', { name: 'Wraith' }));
    expect(saved.at(-1)![0]!.userDiscId).toBe(WRAITH.id);
    await user.click(within(shot).getByRole('button', { name: 'Remove this shot' }));
    expect(saved.at(-1)).toEqual([]);
  });

  it('opens each hole as its own shots say: folded with none, listed with some, none in the editor', async () => {
    const described = {
      id: '0193a000-0000-4000-8000-0000000000aa',
      userDiscId: WRAITH.id,
      throwType: 'backhand' as const,
      effort: 'full' as const,
      landing: null,
      distanceFt: 330,
      toBasketFt: null,
      result: null,
    };
    await renderSignedIn(<TwoHoles second={[described]} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Describe your shots' }));
    await user.click(screen.getByRole('button', { name: 'Add a shot' }));
    expect(screen.getByRole('group', { name: 'Shot 1' })).toBeInTheDocument();

    // Hole 2 has a shot: listed, not opened in the editor that was open on hole 1.
    await user.click(screen.getByRole('button', { name: 'Other hole' }));
    expect(screen.getByRole('button', { name: 'Describe your shots (1)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.queryByRole('group', { name: 'Shot 1' })).toBeNull();
    expect(
      await screen.findByRole('button', { name: '1. Wraith · Backhand · 330 ft' }),
    ).toBeInTheDocument();

    // Folded on hole 2, hole 1 (which has a shot now) still lists its own.
    await user.click(screen.getByRole('button', { name: 'Describe your shots (1)' }));
    await user.click(screen.getByRole('button', { name: 'Other hole' }));
    expect(screen.getByRole('button', { name: 'Describe your shots (1)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('folds the shots away on a hole with none, after they were open on the hole before', async () => {
    await renderSignedIn(<TwoHoles second={[]} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Describe your shots' }));
    expect(screen.getByRole('button', { name: 'Add a shot' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Other hole' }));
    expect(screen.getByRole('button', { name: 'Describe your shots' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByRole('button', { name: 'Add a shot' })).toBeNull();
  });

  it('keeps every tap on a shot when the taps come faster than the device stores the hole', async () => {
    await renderSignedIn(<StoredLater lagMs={200} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Describe your shots' }));
    await user.click(screen.getByRole('button', { name: 'Add a shot' }));
    const shot = screen.getByRole('group', { name: 'Shot 1' });
    await user.click(within(shot).getByRole('button', { name: 'Wraith' }));
    await user.click(within(shot).getByRole('button', { name: 'Forehand' }));
    await user.click(within(shot).getByRole('button', { name: 'Fairway' }));
    expect(saved.at(-1)).toEqual([
      expect.objectContaining({
        userDiscId: WRAITH.id,
        throwType: 'forehand',
        effort: 'full',
        result: 'fairway',
      }),
    ]);
    expect(within(shot).getByRole('button', { name: 'Forehand' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('keeps what was tapped while the phone looked for the landing’s position', async () => {
    const answer = phoneAnswersLater();
    const tee = { lat: 60.2055, lng: 24.6559, accuracyM: 4 };
    const round: Round = { ...ROUND, holes: [{ ...ROUND.holes[0]!, tee }] };
    await renderSignedIn(<Harness round={round} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Describe your shots' }));
    await user.click(screen.getByRole('button', { name: 'Add a shot' }));
    const shot = screen.getByRole('group', { name: 'Shot 1' });
    await user.click(within(shot).getByRole('button', { name: 'Mark where it landed' }));
    await user.click(within(shot).getByRole('button', { name: 'Circle 1 (10 m)' }));
    answer(tee.lat + 0.0008, tee.lng);
    await waitFor(() => expect(within(shot).getByLabelText('Distance (ft)')).toHaveValue('292'));
    expect(saved.at(-1)).toEqual([
      expect.objectContaining({ result: 'circle1', distanceFt: 291.9 }),
    ]);
  });
});
