import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, RECONNECT_SETTLE_MS } from './query-client';

describe('the query client’s online state', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    window.dispatchEvent(new Event('online'));
  });

  it('starts offline when the page opens with no network', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    createQueryClient();
    expect(onlineManager.isOnline()).toBe(false);
  });

  it('goes offline at once, and online a moment after the connection returns', () => {
    vi.useFakeTimers();
    createQueryClient();
    expect(onlineManager.isOnline()).toBe(true);
    window.dispatchEvent(new Event('offline'));
    expect(onlineManager.isOnline()).toBe(false);
    window.dispatchEvent(new Event('online'));
    expect(onlineManager.isOnline()).toBe(false);
    vi.advanceTimersByTime(RECONNECT_SETTLE_MS);
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('reads offline first, refetches everything on reconnect and sends writes at once', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      networkMode: 'offlineFirst',
      refetchOnReconnect: 'always',
    });
    expect(defaults.mutations).toMatchObject({ networkMode: 'always' });
  });
});
