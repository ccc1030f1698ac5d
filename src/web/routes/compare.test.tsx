import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Disc } from '../../core/disc/types';
import { details, userDisc } from '../../core/testing/factories';
import { playerDiscRef } from '../lib/compare-selection';
import { fakeApi, type FakeApiState } from '../testing/api-handlers';
import { startApiServer } from '../testing/msw';
import { renderSignedIn } from '../testing/render-with-client';
import ComparePage from './compare';

const api = startApiServer();
let server: FakeApiState;

const LEOPARD: Disc = {
  id: 'disc-leopard',
  ...details({ name: 'Leopard', brand: 'Innova', category: 'Fairway Driver' }),
  speed: 6,
  glide: 5,
  turn: -2,
  fade: 1,
  stability: 'Understable',
  pic: null,
  color: null,
  background_color: null,
  link: null,
};

/** The player's Leopard, flown as 6/5/-3/0, in Star plastic, their second copy. */
const mine = userDisc(
  1,
  details({ name: 'Leopard', brand: 'Innova', speed: 6, glide: 5, turn: -2, fade: 1 }),
  {
    discitId: LEOPARD.id,
    plastic: 'Star',
    weight: 168,
    copy: 2,
    myFlight: { speed: 6, glide: 5, turn: -3, fade: 0 },
  },
);

beforeEach(() => {
  server = fakeApi(api);
  server.catalogue = [LEOPARD];
});

const renderAt = (ids: string) =>
  renderSignedIn(
    <MemoryRouter initialEntries={[`/compare?ids=${ids}`]}>
      <ComparePage />
    </MemoryRouter>,
  );

const row = (label: string) =>
  screen.getByRole('rowheader', { name: label }).closest('tr') as HTMLTableRowElement;

describe('compare', () => {
  it("flies the player's own disc with their numbers, plastic and copy", async () => {
    server.discs = [mine];
    await renderAt(`${LEOPARD.id},${playerDiscRef(LEOPARD.id, mine.id)}`);
    const table = await screen.findByTestId('compare-numbers');
    const heads = within(table).getAllByRole('columnheader');
    expect(heads[0]).toHaveTextContent('Leopard');
    expect(heads[0]).not.toHaveTextContent('your numbers');
    expect(heads[1]).toHaveTextContent('Star · 168 g · copy 2 · your numbers');
    expect(
      within(row('Turn'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['-2', '-3']);
    expect(
      within(row('Fade'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '0']);
  });

  it("shows another player's link with the catalogue's disc", async () => {
    server.discs = [];
    await renderAt(playerDiscRef(LEOPARD.id, mine.id));
    const table = await screen.findByTestId('compare-numbers');
    expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent(/^Leopard/);
    expect(within(row('Turn')).getByRole('cell')).toHaveTextContent('-2');
  });
});
