import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('is a plain button unless told to submit, and a busy one ignores presses', async () => {
    const user = userEvent.setup();
    const pressed = vi.fn();
    const { rerender } = render(<Button onClick={pressed}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    expect(pressed).toHaveBeenCalledTimes(1);
    rerender(
      <Button onClick={pressed} loading>
        Save
      </Button>,
    );
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('draws a bare button only with its own classes and the focus ring', () => {
    render(
      <Button variant="bare" className="rounded-full px-3 text-xs">
        Putter
      </Button>,
    );
    const classes = screen.getByRole('button', { name: 'Putter' }).className.split(' ');
    expect(classes).toEqual(expect.arrayContaining(['rounded-full', 'px-3', 'text-xs']));
    expect(classes).toContain('focus-visible:outline-2');
    for (const shaped of ['inline-flex', 'rounded-lg', 'font-semibold', 'h-10', 'bg-accent']) {
      expect(classes).not.toContain(shaped);
    }
  });

  it('gives every other look its shape and a medium size by default', () => {
    render(<Button variant="secondary">Cancel</Button>);
    const classes = screen.getByRole('button', { name: 'Cancel' }).className.split(' ');
    expect(classes).toEqual(expect.arrayContaining(['inline-flex', 'rounded-lg', 'h-10', 'px-4']));
  });
});
