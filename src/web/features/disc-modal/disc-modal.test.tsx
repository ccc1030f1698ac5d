import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Disc } from '../../../core/disc/types';
import { bag, userDisc } from '../../../core/testing/factories';
import { fakeApi, failing, type FakeApiState } from '../../testing/api-handlers';
import { startApiServer } from '../../testing/msw';
import { renderSignedIn } from '../../testing/render-with-client';
import { DiscModal } from './disc-modal';

const api = startApiServer();
let server: FakeApiState;

const DISC: Disc = {
  id: 'disc-1',
  name: 'Destroyer',
  brand: 'Innova',
  category: 'Distance Driver',
  speed: 12,
  glide: 5,
  turn: -1,
  fade: null,
  stability: null,
  pic: null,
  color: null,
  background_color: '#123456',
  link: null,
};

let shown: Disc = DISC;

function Harness({ readOnly }: { readOnly?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open disc
      </button>
      <DiscModal disc={shown} open={open} onClose={() => setOpen(false)} readOnly={readOnly} />
    </>
  );
}

async function setup(readOnly?: boolean) {
  await renderSignedIn(
    <MemoryRouter>
      <Harness readOnly={readOnly} />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const adds = () => api.calls.filter((c) => c.method === 'POST' && c.path === '/api/user-discs');

beforeEach(() => {
  shown = DISC;
  server = fakeApi(api, {
    bags: [bag('b1', 'Tournament'), bag('b2', 'Casual')],
    catalogue: [DISC],
    purchase: { baseUrl: 'https://shop.example/search', referral: 'hyzer' },
  });
});

describe('DiscModal', () => {
  it('shows the details with ? for a missing flight number, and the purchase link', async () => {
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Open disc' }));
    const dialog = screen.getByRole('dialog', { name: 'Destroyer' });
    expect(dialog).toHaveTextContent('Innova');
    expect(dialog).toHaveTextContent('Speed12Glide5Turn-1Fade?');
    expect(dialog).toHaveTextContent('StabilityStable');
    const purchase = await screen.findByRole('link', { name: /Purchase/ });
    expect(purchase).toHaveAttribute(
      'href',
      'https://shop.example/search?s=innova%20destroyer&ref=hyzer',
    );
    expect(purchase).toHaveAttribute('target', '_blank');
    expect(purchase).toHaveAttribute('rel', 'noopener noreferrer');
    // The page behind does not scroll: a wheel over it is cancelled.
    const wheel = new WheelEvent('wheel', { deltaY: 100, bubbles: true, cancelable: true });
    document.body.dispatchEvent(wheel);
    expect(wheel.defaultPrevented).toBe(true);
  });

  it("shows the source's stability label beside the computed one only where they differ", async () => {
    shown = { ...DISC, fade: 3, stability: 'Overstable' };
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Open disc' }));
    const dialog = screen.getByRole('dialog', { name: 'Destroyer' });
    expect(dialog).toHaveTextContent('StabilityStable');
    const source = screen.getByText('Overstable');
    expect(source).toHaveAccessibleDescription(/Hyzer rates stability from turn \+ fade/);
    await user.keyboard('{Escape}');

    shown = { ...DISC, fade: 3, stability: 'Stable' };
    await user.click(screen.getByRole('button', { name: 'Open disc' }));
    expect(screen.getByRole('dialog')).not.toHaveTextContent('Source');
  });

  it('preselects the first bag and resets the colour to Blue on every open', async () => {
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Open disc' }));
    expect(await screen.findByLabelText('Bag')).toHaveValue('b1');
    await user.selectOptions(screen.getByLabelText('Bag'), 'b2');
    await user.click(screen.getByRole('radio', { name: 'Black' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open disc' }));
    expect(screen.getByLabelText('Bag')).toHaveValue('b1');
    expect(screen.getByRole('radio', { name: 'Blue' })).toBeChecked();
  });

  it('adds the disc with the chosen colour and confirms, then reports a duplicate', async () => {
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Open disc' }));
    await user.click(await screen.findByRole('radio', { name: 'Green' }));
    await user.click(screen.getByRole('button', { name: 'Add to Bag' }));
    expect(await screen.findByText('Added Destroyer to your bag!')).toBeInTheDocument();
    expect(adds().map((c) => c.body)).toEqual([
      { bagId: 'b1', discitId: 'disc-1', color: '#22C55E' },
    ]);
    expect(server.discs).toMatchObject([{ bagId: 'b1', discitId: 'disc-1', color: '#22C55E' }]);

    await user.click(screen.getByRole('button', { name: 'Add to Bag' }));
    expect(await screen.findByText('This disc is already in the selected bag')).toBeInTheDocument();
    expect(adds()).toHaveLength(2);
    expect(server.discs).toHaveLength(1);
  });

  it("shows the product's message and keeps the choices when adding fails", async () => {
    api.use(failing('post', '/api/user-discs'));
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Open disc' }));
    await user.selectOptions(await screen.findByLabelText('Bag'), 'b2');
    await user.click(screen.getByRole('radio', { name: 'Green' }));
    await user.click(screen.getByRole('button', { name: 'Add to Bag' }));
    const dialog = screen.getByRole('dialog', { name: 'Destroyer' });
    expect(
      await within(dialog).findByText('Failed to add disc to bag. Please try again.'),
    ).toBeInTheDocument();
    expect(adds().map((c) => c.body)).toEqual([
      { bagId: 'b2', discitId: 'disc-1', color: '#22C55E' },
    ]);
    expect(screen.queryByText('Added Destroyer to your bag!')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Bag')).toHaveValue('b2');
    expect(screen.getByRole('radio', { name: 'Green' })).toBeChecked();
  });

  it('asks to create a bag first when there is none', async () => {
    server.bags = [];
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Open disc' }));
    expect(
      await screen.findByText('You need to create a bag before you can add discs.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a bag' })).toHaveAttribute('href', '/bags');
  });

  it('has no add-to-bag part when read-only', async () => {
    const user = await setup(true);
    await user.click(screen.getByRole('button', { name: 'Open disc' }));
    expect(screen.getByRole('dialog', { name: 'Destroyer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Bag' })).not.toBeInTheDocument();
  });
});

describe('DiscModal: the picture of the player’s own disc', () => {
  const OWN: Disc = {
    ...DISC,
    id: 'own-0c0ffee0-0000-4000-8000-000000000001',
    background_color: null,
  };
  const background = (dialog: HTMLElement) =>
    (
      dialog.querySelector('[style*="background-color"]') as HTMLElement
    ).style.backgroundColor.toLowerCase();

  it('wears the colour of the copy it was opened from, or of the player’s copy from search', async () => {
    const copy = userDisc(1, null, { discitId: OWN.id, color: '#22C55E' });
    server.discs = [copy];
    const view = await renderSignedIn(
      <MemoryRouter>
        <DiscModal
          disc={OWN}
          owned={{ ...copy, color: '#EF4444' }}
          open
          onClose={() => {}}
          readOnly
        />
      </MemoryRouter>,
    );
    expect(background(await screen.findByRole('dialog'))).toBe('#ef4444');
    view.unmount();

    await renderSignedIn(
      <MemoryRouter>
        <DiscModal disc={OWN} open onClose={() => {}} readOnly />
      </MemoryRouter>,
    );
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(background(dialog)).toBe('#22c55e'));
  });
});
