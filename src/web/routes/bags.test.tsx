import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bag, userDisc } from '../../core/testing/factories';
import { bagsKey } from '../data/query-policy';
import { fakeApi, failing, type FakeApiState } from '../testing/api-handlers';
import { startApiServer } from '../testing/msw';
import { renderSignedIn } from '../testing/render-with-client';
import MyBagsPage, { DELETE_BAG_CONFIRM } from './bags';

const api = startApiServer();
let server: FakeApiState;

const FETCH_FAILED = 'Failed to fetch bags. Please try again.';

function renderPage(url = '/bags') {
  return renderSignedIn(
    <MemoryRouter initialEntries={[url]}>
      <MyBagsPage />
    </MemoryRouter>,
  );
}

const requests = (method: string, path: string) =>
  api.calls.filter((c) => c.method === method && c.path === path);

beforeEach(() => {
  server = fakeApi(api);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('bags list', () => {
  it('shows the empty state when the player has no bags', async () => {
    await renderPage();
    expect(await screen.findByRole('heading', { name: 'No bags' })).toBeInTheDocument();
    expect(screen.getByText('Get started by creating a new bag.')).toBeInTheDocument();
  });

  it('shows skeletons, not a blank screen, while the bags load', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    api.use(
      http.get('/api/bags', async () => {
        await answered;
        return HttpResponse.json([bag('b1', 'Tournament')]);
      }),
    );
    await renderPage();
    expect(screen.getByRole('list', { name: 'Loading bags' })).toBeInTheDocument();
    expect(screen.queryByText('No bags')).not.toBeInTheDocument();
    answer();
    expect(await screen.findByRole('link', { name: 'Tournament' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Loading bags' })).not.toBeInTheDocument();
  });

  it("shows a failed read's message with Retry after the quick retries, and Retry asks again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    api.use(failing('get', '/api/bags'));
    await renderPage();
    await waitFor(() => expect(requests('GET', '/api/bags')).toHaveLength(1));
    expect(screen.queryByText(FETCH_FAILED)).not.toBeInTheDocument();
    // The read policy's quiet retries (1 s, then 1.5 s) come before the message.
    await act(() => vi.advanceTimersByTimeAsync(2_600));
    expect(await screen.findByText(FETCH_FAILED)).toBeInTheDocument();
    expect(requests('GET', '/api/bags')).toHaveLength(3);
    expect(screen.queryByRole('list', { name: 'Loading bags' })).not.toBeInTheDocument();

    server.bags = [bag('b1', 'Tournament')];
    api.use(http.get('/api/bags', () => HttpResponse.json(server.bags)));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Tournament' })).toBeInTheDocument();
    expect(requests('GET', '/api/bags')).toHaveLength(4);
    expect(screen.queryByText(FETCH_FAILED)).not.toBeInTheDocument();
  });

  it('keeps bags already loaded beside the message when a later read fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.bags = [bag('b1', 'Tournament')];
    const { client } = await renderPage();
    expect(await screen.findByRole('link', { name: 'Tournament' })).toBeInTheDocument();
    api.use(failing('get', '/api/bags'));
    void client.invalidateQueries({ queryKey: bagsKey('u1') });
    await act(() => vi.advanceTimersByTimeAsync(2_600));
    expect(await screen.findByText(FETCH_FAILED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tournament' })).toBeInTheDocument();
  });

  it('renders a card per bag with its description, disc count and a link to the bag', async () => {
    server.bags = [
      { ...bag('b1', 'Tournament'), description: 'Wooded courses' },
      bag('b2', 'Putters'),
    ];
    server.discs = [userDisc(1), userDisc(2), userDisc(3, undefined, { bagId: 'b2' })];
    await renderPage();
    expect(await screen.findByText('2 discs')).toBeInTheDocument();
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

  it('requires a bag name, saves trimmed values and shows the bag the server created', async () => {
    const user = userEvent.setup();
    await renderPage();
    await screen.findByRole('heading', { name: 'No bags' });
    await user.click(screen.getAllByRole('button', { name: 'Create New Bag' })[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Create New Bag' });
    await user.type(within(dialog).getByLabelText('Bag Name'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create Bag' }));
    expect(within(dialog).getByText('Bag name is required')).toBeInTheDocument();
    expect(requests('POST', '/api/bags')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Bag Name'), ' Windy ');
    await user.type(within(dialog).getByLabelText('Description (optional)'), ' for wind  ');
    await user.click(within(dialog).getByRole('button', { name: 'Create Bag' }));
    const created = await screen.findByRole('link', { name: 'Windy' });
    expect(requests('POST', '/api/bags').map((c) => c.body)).toEqual([
      { name: 'Windy', description: 'for wind' },
    ]);
    expect(created).toHaveAttribute('href', `/bags/${server.bags[0]!.id}`);
    expect(screen.getByText('for wind')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("keeps the form and the player's input when creating a bag fails", async () => {
    const user = userEvent.setup();
    api.use(failing('post', '/api/bags'));
    await renderPage();
    await screen.findByRole('heading', { name: 'No bags' });
    await user.click(screen.getAllByRole('button', { name: 'Create New Bag' })[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Create New Bag' });
    await user.type(within(dialog).getByLabelText('Bag Name'), 'Windy');
    await user.click(within(dialog).getByRole('button', { name: 'Create Bag' }));
    expect(
      await within(dialog).findByText('Failed to create bag. Please try again.'),
    ).toBeInTheDocument();
    expect(requests('POST', '/api/bags')).toHaveLength(1);
    expect(within(dialog).getByLabelText('Bag Name')).toHaveValue('Windy');
    // The page behind the open dialog is hidden from assistive technology, and unchanged.
    expect(screen.getByRole('heading', { name: 'No bags', hidden: true })).toBeInTheDocument();
  });

  it('opens the create form from /bags?new=1', async () => {
    await renderPage('/bags?new=1');
    expect(screen.getByRole('dialog', { name: 'Create New Bag' })).toBeInTheDocument();
  });

  it('asks before deleting a bag, then drops it once the server has', async () => {
    const user = userEvent.setup();
    server.bags = [bag('b1', 'Old bag'), bag('b2', 'Kept')];
    await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Old bag' }));
    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog).getByText('Are you sure you want to delete this bag?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Old bag' })).not.toBeInTheDocument(),
    );
    expect(requests('DELETE', '/api/bags/b1')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Kept' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says how many discs go with a bag and moves them to another bag first when asked', async () => {
    const user = userEvent.setup();
    server.bags = [bag('b1', 'Old bag'), bag('b2', 'Kept')];
    server.discs = [
      userDisc(1),
      userDisc(2, undefined, { status: 'lost' }),
      userDisc(3, undefined, { bagId: 'b2' }),
    ];
    await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Old bag' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete bag' });
    expect(within(dialog).getByText(DELETE_BAG_CONFIRM)).toBeInTheDocument();
    expect(within(dialog).getByTestId('bag-contents')).toHaveTextContent(
      'It holds 2 discs (1 of them archived).',
    );
    // Moving them is the default; the other bag is offered.
    expect(within(dialog).getByRole('radio', { name: 'Move them to' })).toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: 'Bag to move them to' })).toHaveValue('b2');
    await user.click(within(dialog).getByRole('button', { name: 'Move discs and delete' }));
    expect(
      await screen.findByText('Deleted Old bag; its 2 discs moved to Kept.'),
    ).toBeInTheDocument();
    const [moveRequest] = requests('POST', '/api/user-discs/move');
    expect(moveRequest?.body).toEqual({
      ids: [server.discs[0]!.id, server.discs[1]!.id].sort(),
      bagId: 'b2',
      allowDuplicate: true,
    });
    expect(requests('DELETE', '/api/bags/b1')).toHaveLength(1);
  });

  it('deletes the discs with the bag when the player chooses so', async () => {
    const user = userEvent.setup();
    server.bags = [bag('b1', 'Old bag'), bag('b2', 'Kept')];
    server.discs = [userDisc(1)];
    await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Old bag' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete bag' });
    await user.click(within(dialog).getByRole('radio', { name: /Delete them with the bag/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(requests('DELETE', '/api/bags/b1')).toHaveLength(1));
    expect(requests('POST', '/api/user-discs/move')).toHaveLength(0);
  });

  it('keeps the bag and shows the message when deleting it fails', async () => {
    const user = userEvent.setup();
    server.bags = [bag('b1', 'Old bag')];
    api.use(failing('delete', '/api/bags/:id'));
    await renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Old bag' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    // The message stays in the dialog, so the player can try again or cancel.
    const dialog = screen.getByRole('dialog');
    expect(
      await within(dialog).findByText('Failed to delete bag. Please try again.'),
    ).toBeInTheDocument();
    expect(requests('DELETE', '/api/bags/b1')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('link', { name: 'Old bag' })).toBeInTheDocument();
  });
});
