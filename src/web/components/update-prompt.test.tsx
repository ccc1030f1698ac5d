import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { offerAppUpdate } from '../lib/app-update';
import { UpdatePrompt } from './update-prompt';

describe('UpdatePrompt', () => {
  it('shows nothing until a new version waits, then offers it with a Reload button', async () => {
    const { container } = render(<UpdatePrompt />);
    expect(container).toBeEmptyDOMElement();

    const apply = vi.fn();
    act(() => offerAppUpdate(apply));
    expect(screen.getByRole('status')).toHaveTextContent('A new version is available – Reload');
    const reload = screen.getByRole('button', { name: 'Reload' });
    reload.focus();
    await userEvent.keyboard('{Enter}');
    expect(apply).toHaveBeenCalledTimes(1);
  });
});
