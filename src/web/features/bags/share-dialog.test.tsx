import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bag } from '../../../core/testing/factories';
import { fakeApi, failing } from '../../testing/api-handlers';
import { startApiServer } from '../../testing/msw';
import { renderSignedIn } from '../../testing/render-with-client';
import { fakeShareApi, type FakeShareState } from '../../testing/share-handlers';
import { COPIED, SHARE_OFF, ShareButton } from './share-dialog';

const api = startApiServer();
let links: FakeShareState;

beforeEach(() => {
  const server = fakeApi(api, { bags: [bag('b1', 'Main bag')] });
  links = fakeShareApi(api, server);
});
afterEach(() => vi.useRealTimers());

const linkField = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Public link' });
const origin = () => window.location.origin;

async function openDialog() {
  const user = userEvent.setup();
  await renderSignedIn(<ShareButton bagId="b1" bagName="Main bag" />);
  await user.click(screen.getByRole('button', { name: 'Share' }));
  expect(screen.getByRole('dialog', { name: 'Share “Main bag”' })).toBeInTheDocument();
  return user;
}

describe('Share a bag dialog', () => {
  it('is off by default; turning it on shows the link, and Copy link copies it with "Copied"', async () => {
    const user = await openDialog();
    expect(await screen.findByText(SHARE_OFF)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Public link' })).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Turn on link' }));
    const token = await waitFor(() => {
      const t = links.tokens.get('b1');
      expect(t).toBeDefined();
      return t!;
    });
    await waitFor(() => expect(linkField().value).toBe(`${origin()}/s/${token}`));
    expect(screen.getByRole('link', { name: 'Open the shared page' })).toHaveAttribute(
      'href',
      `/s/${token}`,
    );

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(COPIED)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${origin()}/s/${token}`);
  });

  it('"Copied" goes away by itself after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    links.tokens.set('b1', 'tok-existing');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderSignedIn(<ShareButton bagId="b1" bagName="Main bag" />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(linkField().value).toBe(`${origin()}/s/tok-existing`));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(COPIED)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3_100));
    expect(screen.queryByText(COPIED)).not.toBeInTheDocument();
  });

  it('makes a new link in place of the old one, and turns the link off', async () => {
    links.tokens.set('b1', 'tok-old');
    const user = await openDialog();
    await waitFor(() => expect(linkField().value).toBe(`${origin()}/s/tok-old`));

    await user.click(screen.getByRole('button', { name: 'Make a new link' }));
    await waitFor(() => expect(linkField().value).not.toContain('tok-old'));
    expect(linkField().value).toBe(`${origin()}/s/${links.tokens.get('b1')}`);
    expect(
      api.calls.some((c) => c.method === 'POST' && c.path === '/api/bags/b1/share/rotate'),
    ).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Turn off link' }));
    expect(await screen.findByText(SHARE_OFF)).toBeInTheDocument();
    expect(links.tokens.has('b1')).toBe(false);
    expect(screen.queryByRole('textbox', { name: 'Public link' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn on link' })).toBeInTheDocument();
  });

  it('shows a failed change in words and keeps the dialog usable', async () => {
    const user = await openDialog();
    await screen.findByText(SHARE_OFF);
    api.use(failing('post', '/api/bags/:id/share'));
    await user.click(screen.getByRole('button', { name: 'Turn on link' }));
    expect(
      await screen.findByText('Failed to update the link. Please try again.'),
    ).toBeInTheDocument();
    expect(links.tokens.has('b1')).toBe(false);
    expect(screen.getByRole('button', { name: 'Turn on link' })).toBeInTheDocument();
  });

  it('says Bag not found when the bag is gone, and offers Retry when the read fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.use(failing('get', '/api/bags/:id/share'));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderSignedIn(<ShareButton bagId="b1" bagName="Main bag" />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.getByText('Loading the link…', { selector: 'span[aria-hidden]' })).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(2_600));
    expect(
      await screen.findByText('Failed to load the link. Please try again.'),
    ).toBeInTheDocument();

    api.use(
      http.get('/api/bags/:id/share', () =>
        HttpResponse.json(
          { error: { code: 'not_found', message: 'Bag not found' } },
          { status: 404 },
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Bag not found')).toBeInTheDocument();
  });

  it('closes with Escape and gives focus back to Share', async () => {
    const user = await openDialog();
    await screen.findByText(SHARE_OFF);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toHaveFocus();
  });
});
