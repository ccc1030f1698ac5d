import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../data/query-client';
import { sessionQuery } from '../../data/session';
import { startApiServer } from '../../testing/msw';
import { renderWithClient } from '../../testing/render-with-client';
import { SettingsModal } from './settings-modal';

const api = startApiServer();
const ACE = { id: 'u1', email: 'ace@example.com', name: 'Ace', image: null };

/** Settings opens only once signed in: the session is read before the modal renders. */
async function renderSettings(onClose = () => {}) {
  const client = createQueryClient();
  await client.fetchQuery(sessionQuery);
  // Inside a router: the dialog links to the account page.
  return renderWithClient(
    <MemoryRouter>
      <SettingsModal open onClose={onClose} />
    </MemoryRouter>,
    client,
  );
}

describe('SettingsModal', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api.use(http.get('/api/auth/get-session', () => HttpResponse.json({ user: ACE })));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const saves = () => api.calls.filter((c) => c.path === '/api/auth/update-user');

  it('requires a display name and does not save an empty one', async () => {
    const user = userEvent.setup();
    await renderSettings();
    await user.clear(screen.getByLabelText('Display Name'));
    await user.type(screen.getByLabelText('Display Name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Display name is required');
    expect(screen.getByLabelText('Display Name')).toHaveAttribute('aria-invalid', 'true');
    expect(saves()).toHaveLength(0);
  });

  it('saves the trimmed name through the API and confirms for 3 seconds', async () => {
    api.use(http.post('/api/auth/update-user', () => HttpResponse.json({ status: true })));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { client } = await renderSettings();
    expect(screen.getByLabelText('Display Name')).toHaveValue('Ace');
    await user.clear(screen.getByLabelText('Display Name'));
    await user.type(screen.getByLabelText('Display Name'), '  Paige  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(saves().map((c) => c.body)).toEqual([{ name: 'Paige' }]);
    expect(client.getQueryData(['session'])).toMatchObject({ displayName: 'Paige' });
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.queryByText('Profile updated successfully!')).not.toBeInTheDocument();
  });

  it('shows the failure message when saving fails', async () => {
    api.use(
      http.post('/api/auth/update-user', () =>
        HttpResponse.json({ error: { code: 'internal', message: '' } }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    await renderSettings();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update profile');
    expect(screen.queryByText('Profile updated successfully!')).not.toBeInTheDocument();
  });

  it('saves the throwing hand on this device', async () => {
    const user = userEvent.setup();
    await renderSettings();
    expect(screen.getByLabelText(/Right-handed/)).toBeChecked();
    await user.click(screen.getByLabelText(/Left-handed/));
    expect(screen.getByLabelText(/Left-handed/)).toBeChecked();
    expect(localStorage.getItem('disc-golf-handedness')).toBe('lefty');
    expect(screen.getByRole('status')).toHaveTextContent('Throwing hand saved.');
    expect(document.documentElement.dataset.handedness).toBe('lefty');
  });

  it('links to the account page and closes on the way', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    await renderSettings(onClose);
    const link = screen.getByRole('link', { name: 'Manage account' });
    expect(link).toHaveAttribute('href', '/account');
    await user.click(link);
    expect(onClose).toHaveBeenCalled();
  });
});
