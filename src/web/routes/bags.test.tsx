import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Bag, UserDisc } from '../../core/bag-types';
import { bag, userDisc } from '../../core/testing/factories';
import MyBagsPage from './bags';
import { fakeMutation, fakeQuery } from '../testing/test-fakes';

const state = vi.hoisted(() => ({
  bags: undefined as Bag[] | undefined,
  bagsQuery: null as ReturnType<typeof fakeQuery<Bag[]>> | null,
  discs: [] as UserDisc[],
  create: null as ReturnType<typeof fakeMutation> | null,
  remove: null as ReturnType<typeof fakeMutation> | null,
}));

vi.mock('../data/session', () => ({
  useSession: () => ({
    ready: true,
    user: { id: 'u1', email: 'a@example.com', displayName: null, photoURL: null },
  }),
}));
vi.mock('../data/use-bags', () => ({
  useBags: () => state.bagsQuery ?? fakeQuery(state.bags),
  useCreateBag: () => state.create,
  useUpdateBag: () => fakeMutation(),
  useDeleteBag: () => state.remove,
}));
vi.mock('../data/use-user-discs', () => ({
  useUserDiscs: () => fakeQuery(state.discs),
  useImportDiscs: () => fakeMutation(),
}));

function renderPage(url = '/bags') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <MyBagsPage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  state.bags = [];
  state.bagsQuery = null;
  state.discs = [];
  state.create = fakeMutation();
  state.remove = fakeMutation();
});

describe('bags list', () => {
  it('shows the empty state when the player has no bags', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'No bags' })).toBeInTheDocument();
    expect(screen.getByText('Get started by creating a new bag.')).toBeInTheDocument();
  });

  it('shows skeletons, not a blank screen, while the bags load', () => {
    state.bags = undefined;
    renderPage();
    expect(screen.getByRole('list', { name: 'Loading bags' })).toBeInTheDocument();
    expect(screen.queryByText('No bags')).not.toBeInTheDocument();
  });

  it("shows a failed read's message with Retry, and keeps bags already loaded beside it", async () => {
    const failed = new Error('Failed to fetch bags. Please try again.');
    state.bagsQuery = fakeQuery<Bag[]>(undefined, failed);
    const { unmount } = renderPage();
    expect(screen.getByText('Failed to fetch bags. Please try again.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Loading bags' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(state.bagsQuery.refetch).toHaveBeenCalledTimes(1);
    unmount();

    state.bagsQuery = fakeQuery<Bag[]>([bag('b1', 'Tournament')], failed);
    renderPage();
    expect(screen.getByText('Failed to fetch bags. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tournament' })).toBeInTheDocument();
  });

  it('renders a card per bag with its description, disc count and a link to the bag', () => {
    state.bags = [
      { ...bag('b1', 'Tournament'), description: 'Wooded courses' },
      bag('b2', 'Putters'),
    ];
    state.discs = [userDisc(1), userDisc(2), userDisc(3, undefined, { bagId: 'b2' })];
    renderPage();
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'Tournament' })).toHaveAttribute('href', '/bags/b1');
    expect(first.getByText('Wooded courses')).toBeInTheDocument();
    expect(first.getByText('2 discs')).toBeInTheDocument();
    const second = within(cards[1]!);
    expect(second.getByText('No description provided.')).toBeInTheDocument();
    expect(second.getByText('1 disc')).toBeInTheDocument();
    expect(second.getByRole('button', { name: 'Edit Putters' })).toBeInTheDocument();
  });

  it('requires a bag name and saves trimmed values', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getAllByRole('button', { name: 'Create New Bag' })[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Create New Bag' });
    await user.type(within(dialog).getByLabelText('Bag Name'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create Bag' }));
    expect(within(dialog).getByText('Bag name is required')).toBeInTheDocument();
    expect(state.create!.mutate).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText('Bag Name'), ' Windy ');
    await user.type(within(dialog).getByLabelText('Description (optional)'), ' for wind  ');
    await user.click(within(dialog).getByRole('button', { name: 'Create Bag' }));
    expect(state.create!.mutate).toHaveBeenCalledWith(
      { name: 'Windy', description: 'for wind' },
      expect.anything(),
    );
  });

  it('opens the create form from /bags?new=1', () => {
    renderPage('/bags?new=1');
    expect(screen.getByRole('dialog', { name: 'Create New Bag' })).toBeInTheDocument();
  });

  it('asks before deleting a bag', async () => {
    const user = userEvent.setup();
    state.bags = [bag('b1', 'Old bag')];
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Delete Old bag' }));
    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog).getByText('Are you sure you want to delete this bag?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(state.remove!.mutate).toHaveBeenCalledWith('b1', expect.anything());
  });
});
