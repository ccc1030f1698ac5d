import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Disc } from '../../core/disc/types';
import { bag, details, userDisc } from '../../core/testing/factories';
import { AddToBagSection } from '../features/disc-modal/add-to-bag-section';
import { failing, fakeApi, type FakeApiState } from '../testing/api-handlers';
import { startApiServer } from '../testing/msw';
import { renderSignedIn } from '../testing/render-with-client';
import BagPage from './bag-detail';
import ArchivePage from './archive';

const api = startApiServer();
let server: FakeApiState;

const DISCS = [
  userDisc(1, details({ name: 'Aviar', speed: 2 })),
  userDisc(2, details({ name: 'Destroyer', speed: 12 })),
  userDisc(3, details({ name: 'Buzzz', speed: 5 })),
];

beforeEach(() => {
  server = fakeApi(api, {
    bags: [bag('b1', 'Main bag'), bag('b2', 'Spare')],
    discs: [...DISCS, userDisc(4, details({ name: 'Buzzz', speed: 5 }), { bagId: 'b2' })],
  });
});

async function renderBag(bagId = 'b1') {
  await renderSignedIn(
    <MemoryRouter initialEntries={[`/bags/${bagId}`]}>
      <Routes>
        <Route path="/bags/:bagId" element={<BagPage />} />
      </Routes>
    </MemoryRouter>,
  );
  await screen.findByRole('table');
  return userEvent.setup();
}

const rowNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('button')[0]!.textContent);

describe('selecting discs in a bag', () => {
  it('shows the selection bar with the count, Select all and Clear', async () => {
    const user = await renderBag();
    expect(screen.queryByRole('region', { name: 'Selected discs' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Aviar' }));
    const bar = screen.getByRole('region', { name: 'Selected discs' });
    expect(bar).toHaveTextContent('1 disc selected');
    await user.click(within(bar).getByRole('button', { name: 'Select all' }));
    expect(bar).toHaveTextContent('3 discs selected');
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBeChecked();
    expect(within(bar).queryByRole('button', { name: 'Select all' })).not.toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('region', { name: 'Selected discs' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Destroyer' })).not.toBeChecked();
  });

  it('is usable from the keyboard: Space ticks a box without opening the disc', async () => {
    const user = await renderBag();
    screen.getByRole('checkbox', { name: 'Select Buzzz' }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Select Buzzz' })).toBeChecked();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const header = screen.getByRole('checkbox', { name: 'Select all' });
    expect(header).toHaveProperty('indeterminate', true);
    header.focus();
    await user.keyboard(' ');
    expect(screen.getByRole('region', { name: 'Selected discs' })).toHaveTextContent(
      '3 discs selected',
    );
  });

  it('moves two discs to another bag in one request', async () => {
    const user = await renderBag();
    await user.click(screen.getByRole('checkbox', { name: 'Select Aviar' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Destroyer' }));
    await user.click(screen.getByRole('button', { name: 'Move to…' }));
    const dialog = screen.getByRole('dialog', { name: 'Move 2 discs to another bag' });
    expect(within(dialog).getByLabelText('To bag')).toHaveValue('b2');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Moved 2 discs to Spare.')).toBeInTheDocument();
    expect(rowNames()).toEqual(['Buzzz']);
    const moves = api.calls.filter((c) => c.path === '/api/user-discs/move');
    expect(moves).toHaveLength(1);
    expect(server.discs.filter((d) => d.bagId === 'b2').map((d) => d.discDetails?.name)).toEqual([
      'Aviar',
      'Destroyer',
      'Buzzz',
    ]);
    expect(screen.queryByRole('region', { name: 'Selected discs' })).not.toBeInTheDocument();
  });

  it('answers a duplicate with the message and "Add another copy", which keeps both', async () => {
    const user = await renderBag();
    await user.click(screen.getByRole('checkbox', { name: 'Select Buzzz' }));
    await user.click(screen.getByRole('button', { name: 'Copy to…' }));
    const dialog = screen.getByRole('dialog', { name: 'Copy Buzzz to another bag' });
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(
      await within(dialog).findByText('This disc is already in the selected bag'),
    ).toBeInTheDocument();
    expect(server.discs.filter((d) => d.bagId === 'b2')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Add another copy' }));
    expect(await screen.findByText('Copied 1 disc to Spare.')).toBeInTheDocument();
    const inSpare = server.discs.filter((d) => d.bagId === 'b2');
    expect(inSpare.map((d) => d.copy)).toEqual([undefined, 2]);
    // The original stays in this bag.
    expect(rowNames()).toContain('Buzzz');
  });
});

describe('the row actions menu', () => {
  it('opens with Enter, moves with the arrows, closes with Escape back on its button', async () => {
    const user = await renderBag();
    // Found again after each step: until its first use the button is a plain one, which its
    // first press swaps for Radix's menu button (the same name, place and look).
    const trigger = () => screen.getByRole('button', { name: 'More actions for Aviar' });
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    trigger().focus();
    await user.keyboard('{Enter}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'More actions for Aviar' });
    // The row's one control: Compare (a checkbox item) first, then Edit and the rest.
    const compare = within(menu).getByRole('menuitemcheckbox', { name: 'Compare Aviar' });
    expect(compare).toHaveAttribute('aria-checked', 'false');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Edit…',
      'Archive…',
      'Copy to another bag…',
      'Remove',
    ]);
    await waitFor(() => expect(compare).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(items[3]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Opened again, now by Radix's own button: the same keys, the same first item.
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(compare).not.toBeInTheDocument());
    const again = screen.getByRole('menu', { name: 'More actions for Aviar' });
    await waitFor(() =>
      expect(within(again).getByRole('menuitemcheckbox', { name: 'Compare Aviar' })).toHaveFocus(),
    );
  });

  it('opens with a pointer press on the plain button, without opening the disc', async () => {
    const user = await renderBag();
    await user.click(screen.getByRole('button', { name: 'More actions for Aviar' }));
    expect(screen.getByRole('menu', { name: 'More actions for Aviar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'More actions for Aviar' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('copies one disc to another bag from its menu', async () => {
    const user = await renderBag();
    await user.click(screen.getByRole('button', { name: 'More actions for Aviar' }));
    await user.click(screen.getByRole('menuitem', { name: 'Copy to another bag: Aviar' }));
    const dialog = screen.getByRole('dialog', { name: 'Copy Aviar to another bag' });
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied 1 disc to Spare.')).toBeInTheDocument();
    expect(server.discs.filter((d) => d.discDetails?.name === 'Aviar')).toHaveLength(2);
  });
});

describe('Duplicate bag', () => {
  it('creates "<name> (copy)" with the discs and opens it', async () => {
    const user = await renderBag();
    await user.click(screen.getByRole('button', { name: 'Duplicate bag' }));
    await waitFor(() => expect(api.calls.map((c) => c.path)).toContain('/api/bags/b1/duplicate'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Main bag (copy)' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['Destroyer', 'Buzzz', 'Aviar']));
    expect(server.bags.map((b) => b.name)).toEqual(['Main bag', 'Spare', 'Main bag (copy)']);
  });
});

describe('adding a disc the bag already holds', () => {
  const DISC = { id: 'disc-buzzz', ...details(), stability: 'Stable' } as Disc;

  it('shows the duplicate message, then "Add another copy" adds a second copy', async () => {
    await renderSignedIn(
      <MemoryRouter>
        <AddToBagSection disc={DISC} preferredBagId="b1" />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add to Bag' }));
    expect(await screen.findByText('This disc is already in the selected bag')).toBeInTheDocument();
    expect(server.discs.filter((d) => d.bagId === 'b1' && d.discitId === DISC.id)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Add another copy' }));
    expect(await screen.findByText('Added Buzzz to your bag!')).toBeInTheDocument();
    const copies = server.discs.filter((d) => d.bagId === 'b1' && d.discitId === DISC.id);
    expect(copies.map((d) => d.copy)).toEqual([undefined, 2]);
    const adds = api.calls.filter((c) => c.method === 'POST' && c.path === '/api/user-discs');
    expect(adds).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Add another copy' })).not.toBeInTheDocument();
  });

  it('offers no "Add another copy" for other failures', async () => {
    await renderSignedIn(
      <MemoryRouter>
        <AddToBagSection disc={{ ...DISC, id: 'disc-new' }} preferredBagId="b1" />
      </MemoryRouter>,
    );
    api.use(failing('post', '/api/user-discs'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add to Bag' }));
    expect(
      await screen.findByText('Failed to add disc to bag. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add another copy' })).not.toBeInTheDocument();
  });
});

describe('restoring a disc whose mold is in the bag again', () => {
  it('shows the duplicate message, then "Add another copy" restores it as copy 2', async () => {
    server.discs = [
      userDisc(1, details({ name: 'Buzzz' })),
      userDisc(2, details({ name: 'Buzzz' }), { status: 'lost', statusNote: 'Pond' }),
    ];
    await renderSignedIn(
      <MemoryRouter>
        <ArchivePage />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Restore/ }));
    expect(await screen.findByText('This disc is already in the selected bag')).toBeInTheDocument();
    expect(server.discs[1]!.status).toBe('lost');
    await user.click(screen.getByRole('button', { name: 'Add another copy' }));
    expect(await screen.findByText('Buzzz is back in its bag.')).toBeInTheDocument();
    expect(server.discs[1]).toMatchObject({ status: 'active', copy: 2 });
  });
});
