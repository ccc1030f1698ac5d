import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../lib/http';
import { SettingsModal } from './settings-modal';

const auth = vi.hoisted(() => ({
  user: { id: 'u1', email: 'ace@example.com', displayName: 'Ace', photoURL: null },
  updateDisplayName: vi.fn<(name: string) => Promise<void>>(),
}));
vi.mock('../auth/auth-context', () => ({ useAuth: () => auth }));

describe('SettingsModal', () => {
  beforeEach(() => {
    auth.updateDisplayName.mockReset().mockResolvedValue(undefined);
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('requires a display name and does not save an empty one', async () => {
    const user = userEvent.setup();
    render(<SettingsModal open onClose={() => {}} />);
    await user.clear(screen.getByLabelText('Display Name'));
    await user.type(screen.getByLabelText('Display Name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Display name is required');
    expect(screen.getByLabelText('Display Name')).toHaveAttribute('aria-invalid', 'true');
    expect(auth.updateDisplayName).not.toHaveBeenCalled();
  });

  it('saves the trimmed name and confirms for 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<SettingsModal open onClose={() => {}} />);
    await user.clear(screen.getByLabelText('Display Name'));
    await user.type(screen.getByLabelText('Display Name'), '  Paige  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(auth.updateDisplayName).toHaveBeenCalledWith('Paige');
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(3000));
    expect(screen.queryByText('Profile updated successfully!')).not.toBeInTheDocument();
  });

  it('shows the failure message when saving fails', async () => {
    auth.updateDisplayName.mockRejectedValue(new HttpError(500, 'internal', ''));
    const user = userEvent.setup();
    render(<SettingsModal open onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update profile');
    expect(screen.queryByText('Profile updated successfully!')).not.toBeInTheDocument();
  });

  it('saves the throwing hand on this device', async () => {
    const user = userEvent.setup();
    render(<SettingsModal open onClose={() => {}} />);
    expect(screen.getByLabelText(/Right-handed/)).toBeChecked();
    await user.click(screen.getByLabelText(/Left-handed/));
    expect(screen.getByLabelText(/Left-handed/)).toBeChecked();
    expect(localStorage.getItem('disc-golf-handedness')).toBe('lefty');
    expect(document.documentElement.dataset.handedness).toBe('lefty');
  });
});
