import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Bag } from '../../../core/bag-types';
import type { Disc } from '../../../core/disc/types';
import { DiscModal } from './disc-modal';
import { catalogueKeys } from '../../data/use-catalogue';

const mutateAsync = vi.fn();
let bags: Bag[] = [];

vi.mock('../../data/session', () => ({ useSession: () => ({ user: { id: 'u1' }, ready: true }) }));
vi.mock('../../data/use-bags', () => ({
  useBags: () => ({
    data: bags,
    isLoading: false,
    isFetching: false,
    error: null,
    refetch: vi.fn(),
  }),
}));
vi.mock('../../data/use-user-discs', () => ({
  useAddDisc: () => ({ mutateAsync }),
  useUserDiscs: () => ({ data: [] }),
}));

const bag = (id: string, name: string): Bag => ({
  id,
  name,
  userId: 'u1',
  description: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

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

function setup(readOnly?: boolean) {
  const client = new QueryClient();
  client.setQueryData(catalogueKeys.config, {
    baseUrl: 'https://shop.example/search',
    referral: 'hyzer',
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Harness readOnly={readOnly} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  shown = DISC;
  mutateAsync.mockReset().mockResolvedValue({});
  bags = [bag('b1', 'Tournament'), bag('b2', 'Casual')];
});

describe('DiscModal', () => {
  it('shows the details with ? for a missing flight number, and the purchase link', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Open disc' }));
    const dialog = screen.getByRole('dialog', { name: 'Destroyer' });
    expect(dialog).toHaveTextContent('Innova');
    expect(dialog).toHaveTextContent('Speed12Glide5Turn-1Fade?');
    expect(dialog).toHaveTextContent('StabilityStable');
    const purchase = screen.getByRole('link', { name: /Purchase/ });
    expect(purchase).toHaveAttribute(
      'href',
      'https://shop.example/search?s=innova%20destroyer&ref=hyzer',
    );
    expect(purchase).toHaveAttribute('target', '_blank');
    expect(purchase).toHaveAttribute('rel', 'noopener noreferrer');
    expect(document.body.style.overflow).toBe('hidden');
  });

  it("shows the source's stability label beside the computed one only where they differ", async () => {
    shown = { ...DISC, fade: 3, stability: 'Overstable' };
    const user = setup();
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
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Open disc' }));
    expect(screen.getByLabelText('Bag')).toHaveValue('b1');
    await user.selectOptions(screen.getByLabelText('Bag'), 'b2');
    await user.click(screen.getByRole('radio', { name: 'Black' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open disc' }));
    expect(screen.getByLabelText('Bag')).toHaveValue('b1');
    expect(screen.getByRole('radio', { name: 'Blue' })).toBeChecked();
  });

  it('adds the disc with the chosen colour and confirms, then reports a duplicate', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Open disc' }));
    await user.click(screen.getByRole('radio', { name: 'Green' }));
    await user.click(screen.getByRole('button', { name: 'Add to Bag' }));
    expect(mutateAsync).toHaveBeenCalledWith({ bagId: 'b1', discitId: 'disc-1', color: '#22C55E' });
    expect(await screen.findByText('Added Destroyer to your bag!')).toBeInTheDocument();

    mutateAsync.mockRejectedValueOnce(new Error('This disc is already in the selected bag'));
    await user.click(screen.getByRole('button', { name: 'Add to Bag' }));
    expect(await screen.findByText('This disc is already in the selected bag')).toBeInTheDocument();
  });

  it('asks to create a bag first when there is none', async () => {
    bags = [];
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Open disc' }));
    expect(
      screen.getByText('You need to create a bag before you can add discs.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a bag' })).toHaveAttribute('href', '/bags');
  });

  it('has no add-to-bag part when read-only', async () => {
    const user = setup(true);
    await user.click(screen.getByRole('button', { name: 'Open disc' }));
    expect(screen.getByRole('dialog', { name: 'Destroyer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Bag' })).not.toBeInTheDocument();
  });
});
