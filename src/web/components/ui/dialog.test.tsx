import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button onClick={() => setOpen(true)}>Open settings</button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Settings">
        <label>
          Name <input />
        </label>
        <button>Save</button>
      </Dialog>
    </main>
  );
}

describe('Dialog', () => {
  it('is a labelled modal dialog that takes focus when opened', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).not.toHaveAttribute('aria-describedby');
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open settings' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    await user.tab(); // Name → Save
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab(); // the close button, last in the dialog
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab(); // wraps to the first field, not out to the page
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('makes the page behind it inert and hidden from assistive technology while open', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    expect(container).toHaveAttribute('aria-hidden', 'true');
    expect(container).toHaveAttribute('inert');
    expect(screen.queryByRole('button', { name: 'Open settings' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(container).not.toHaveAttribute('aria-hidden');
    expect(container).not.toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'Open settings' })).toBeInTheDocument();
  });

  it('keeps the page behind from scrolling while open', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    // A wheel over the page is cancelled (the page stays where it is) only while the dialog is open.
    const wheelScrollsPage = () =>
      screen
        .getByRole('button', { name: 'Open settings', hidden: true })
        .dispatchEvent(new WheelEvent('wheel', { deltaY: 100, bubbles: true, cancelable: true }));
    expect(wheelScrollsPage()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    expect(wheelScrollsPage()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(wheelScrollsPage()).toBe(true);
  });
});
