import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Course, CourseListItem } from '../../core/schemas/course';
import type { RoundListItem } from '../../core/schemas/round';
import { bag } from '../../core/testing/factories';
import { forgetOutboxes } from '../data/outbox';
import { fakeApi, type FakeApiState } from '../testing/api-handlers';
import { startApiServer } from '../testing/msw';
import { renderSignedIn } from '../testing/render-with-client';
import NewRoundPage from './round-new';

const api = startApiServer();
let server: FakeApiState;

const hole = (label: string) => ({
  label,
  par: 3,
  lengthFt: 250,
  lengthUnit: 'ft' as const,
  shape: null,
  tee: null,
  basket: null,
  note: '',
});
/** A course of the player's with 9- and 18-hole layouts named `${name} 9` and `${name} 18`. */
const course = (id: string, name: string): Course => ({
  id,
  name,
  place: 'Tampere',
  position: null,
  visibility: 'private',
  mine: true,
  updatedAt: '2026-11-01T10:00:00.000Z',
  layouts: [9, 18].map((n) => ({
    id: `${id}-${n}`,
    courseId: id,
    name: `${name} ${n}`,
    holes: Array.from({ length: n }, (_, i) => hole(String(i + 1))),
    updatedAt: '2026-11-01T10:00:00.000Z',
  })),
});
const courses = [course('c1', 'Kivikko'), course('c2', 'Maple Hill')];
const listed: CourseListItem[] = courses.map(({ layouts, ...c }) => ({
  ...c,
  layouts: layouts.map((l) => ({ id: l.id, name: l.name, holeCount: l.holes.length, par: 27 })),
}));
const played = (courseId: string, layoutId: string, startedAt: string): RoundListItem => ({
  id: crypto.randomUUID(),
  courseId,
  layoutId,
  courseName: '',
  layoutName: '',
  startedAt,
  finishedAt: startedAt,
  holeCount: 9,
  holesPlayed: 9,
  strokes: 27,
  toPar: 0,
});

function routes(rounds: RoundListItem[]) {
  api.use(
    http.get('/api/courses', () => HttpResponse.json(listed)),
    http.get('/api/courses/:id', ({ params }) =>
      HttpResponse.json(courses.find((c) => c.id === params.id)),
    ),
    http.get('/api/rounds', () => HttpResponse.json(rounds)),
    http.put('/api/rounds/:id', async ({ request, params }) =>
      HttpResponse.json({ ...((await request.json()) as object), id: params.id }),
    ),
  );
}

async function renderAt(address: string) {
  await renderSignedIn(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path="/rounds/new" element={<NewRoundPage />} />
        <Route path="/rounds/:id" element={<p>Scoring</p>} />
      </Routes>
    </MemoryRouter>,
  );
  await screen.findByRole('button', { name: 'Start the round' });
}

const pressed = () =>
  within(screen.getByRole('group', { name: 'Layout' })).getByRole('button', { pressed: true });
const startedRound = () =>
  api.calls.find((c) => c.method === 'PUT' && /^\/api\/rounds\/[^/]+$/.test(c.path))?.body as
    { courseId: string; layoutId: string; bagId: string | null } | undefined;

beforeEach(() => {
  server = fakeApi(api);
});
afterEach(() => forgetOutboxes());

describe('starting a round', () => {
  it('opens on the layout the course page asked for', async () => {
    routes([played('c1', 'c1-9', '2026-11-20T10:00:00.000Z')]);
    await renderAt('/rounds/new?course=c2&layout=c2-18');
    expect(screen.getByLabelText('Course')).toHaveDisplayValue('Maple Hill (Tampere)');
    await waitFor(() => expect(pressed()).toHaveTextContent('Maple Hill 18'));
  });

  it('otherwise opens on the course and layout of the latest round', async () => {
    routes([
      played('c1', 'c1-9', '2026-11-02T10:00:00.000Z'),
      played('c2', 'c2-18', '2026-11-20T10:00:00.000Z'),
      played('c1', 'c1-18', '2026-11-10T10:00:00.000Z'),
    ]);
    await renderAt('/rounds/new');
    await waitFor(() =>
      expect(screen.getByLabelText('Course')).toHaveDisplayValue('Maple Hill (Tampere)'),
    );
    await waitFor(() => expect(pressed()).toHaveTextContent('Maple Hill 18'));
  });

  it('carries a player’s only bag, and the layout picked', async () => {
    server.bags = [bag('b1', 'Tournament')];
    routes([]);
    const user = userEvent.setup();
    await renderAt('/rounds/new');
    expect(await screen.findByLabelText('Bag (optional)')).toHaveDisplayValue('Tournament');
    await waitFor(() => expect(pressed()).toHaveTextContent('Kivikko 9'));
    await user.click(screen.getByRole('button', { name: /^Kivikko 18/ }));
    await user.click(screen.getByRole('button', { name: 'Start the round' }));
    await screen.findByText('Scoring');
    await waitFor(() =>
      expect(startedRound()).toMatchObject({ courseId: 'c1', layoutId: 'c1-18', bagId: 'b1' }),
    );
  });

  it('asks which bag when there are several, and none is the default', async () => {
    server.bags = [bag('b1', 'Tournament'), bag('b2', 'Casual')];
    routes([]);
    const user = userEvent.setup();
    await renderAt('/rounds/new');
    expect(await screen.findByLabelText('Bag (optional)')).toHaveDisplayValue('No bag');
    await waitFor(() => expect(pressed()).toHaveTextContent('Kivikko 9'));
    await user.click(screen.getByRole('button', { name: 'Start the round' }));
    await screen.findByText('Scoring');
    await waitFor(() => expect(startedRound()).toMatchObject({ layoutId: 'c1-9', bagId: null }));
  });
});
