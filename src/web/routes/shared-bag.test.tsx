import { screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { SHARE_NOT_FOUND } from '../../core/rules/share';
import { bag, details, userDisc } from '../../core/testing/factories';
import { fakeApi, type FakeApiState } from '../testing/api-handlers';
import { startApiServer } from '../testing/msw';
import { renderSignedIn } from '../testing/render-with-client';
import { fakeShareApi, type FakeShareState } from '../testing/share-handlers';
import SharedBagPage from './shared-bag';

const api = startApiServer();
let server: FakeApiState;
let links: FakeShareState;

beforeEach(() => {
  server = fakeApi(api, {
    user: null,
    bags: [{ ...bag('b1', 'Tournament'), description: 'What I throw' }, bag('b2', 'Empty')],
    discs: [
      userDisc(1, details({ name: 'Destroyer', speed: 12, glide: 5, turn: -1, fade: 3 }), {
        color: '#FF0000',
        plastic: 'Star',
        weight: 175,
        condition: 8,
        notes: 'private note',
      }),
      userDisc(2, details({ name: 'Aviar', speed: 2, glide: 3, turn: 0, fade: 1 }), {
        myFlight: { speed: 2, glide: 3, turn: -1, fade: 1 },
      }),
      userDisc(3, details({ name: 'Roc3' }), { status: 'lost', statusNote: 'pond' }),
    ],
  });
  links = fakeShareApi(api, server);
  links.tokens.set('b1', 'tok-main');
  links.tokens.set('b2', 'tok-empty');
});

function renderAt(token: string) {
  return renderSignedIn(
    <MemoryRouter initialEntries={[`/s/${token}`]}>
      <Routes>
        <Route path="/s/:token" element={<SharedBagPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('shared bag page', () => {
  it('shows the bag read-only without a session: discs in play and both charts', async () => {
    await renderAt('tok-main');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tournament' })).toBeVisible();
    expect(screen.getByText('What I throw')).toBeVisible();
    expect(screen.getByText('Shared by Ava Thrower')).toBeVisible();
    const list = screen.getByRole('list', { name: 'Discs in this bag' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { name: 'Destroyer' })).toBeVisible();
    // The owner's own numbers are marked as the owner's (a visitor has no "yours") and shown
    // beside the catalogue's.
    const aviar = within(cards[1]!).getByRole('heading', { name: /^Aviar/ });
    expect(aviar).toHaveTextContent('owner’s numbers');
    expect(document.body).not.toHaveTextContent(/\byours\b/i);
    expect(within(cards[1]!).getByText('cat. 0')).toBeVisible();
    expect(within(cards[0]!).getByText('Star · 175 g · 8/10')).toBeVisible();
    expect(screen.queryByText('Roc3')).not.toBeInTheDocument();
    expect(screen.queryByText(/private note/)).not.toBeInTheDocument();
    expect(screen.getByTestId('flight-chart')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Stability Chart' })).toBeVisible();
    // Read-only: nothing to edit, remove or add.
    for (const name of [/edit/i, /remove/i, /add/i, /archive/i, /share/i]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
  });

  it('says so for an empty bag', async () => {
    await renderAt('tok-empty');
    expect(await screen.findByRole('heading', { name: 'This bag has no discs yet' })).toBeVisible();
    expect(screen.queryByTestId('flight-chart')).not.toBeInTheDocument();
  });

  it('shows "This link does not exist or was turned off" for an unknown or revoked link', async () => {
    links.tokens.delete('b1');
    await renderAt('tok-main');
    expect(await screen.findByRole('heading', { name: SHARE_NOT_FOUND })).toBeVisible();
    expect(screen.queryByText('Tournament')).not.toBeInTheDocument();
  });
});
