import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearCompareSelection, useCompareSelection } from './compare-selection';

function Picked() {
  const { ids, toggle } = useCompareSelection();
  return (
    <button type="button" onClick={() => toggle('c0ffee')}>
      {ids.length} picked
    </button>
  );
}

describe('the compare pick kept in the tab', () => {
  afterEach(() => clearCompareSelection());

  it('hydrates the server’s page without a mismatch, then shows the pick', async () => {
    // The server draws no pick: it cannot see the tab's sessionStorage.
    const html = renderToString(<Picked />);
    expect(html).toContain('>0<!-- --> picked<');

    // The tab picked a disc earlier (kept in sessionStorage) and opens the page again.
    const earlier = render(<Picked />);
    await userEvent.click(screen.getByRole('button', { name: '0 picked' }));
    earlier.unmount();

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);

    const mismatch = vi.fn();
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, <Picked />, { onRecoverableError: mismatch });
    });
    expect(mismatch).not.toHaveBeenCalled();
    expect(container).toHaveTextContent('1 picked');
    act(() => root?.unmount());
    container.remove();
  });
});
