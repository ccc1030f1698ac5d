import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { clearDataAge, recordAnswer, useDataSince } from './data-age';
import { dataAgeText } from './data-age-text';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const MIN = 60_000;

describe('dataAgeText', () => {
  it.each([
    [0, 'Showing data from less than a minute ago'],
    [59_000, 'Showing data from less than a minute ago'],
    [MIN, 'Showing data from 1 minute ago'],
    [5 * MIN + 30_000, 'Showing data from 5 minutes ago'],
    [60 * MIN, 'Showing data from 1 hour ago'],
    [3 * 60 * MIN + 5 * MIN, 'Showing data from 3 hours ago'],
    [2 * 24 * 60 * MIN, 'Showing data from 2 days ago'],
  ])('%i ms old reads "%s"', (age, text) => {
    expect(dataAgeText(NOW - age, NOW)).toBe(text);
  });

  it('never speaks of the future', () => {
    expect(dataAgeText(NOW + 5 * MIN, NOW)).toBe('Showing data from less than a minute ago');
  });
});

describe('the age of the data held', () => {
  afterEach(() => act(() => clearDataAge()));

  it('is the oldest answer still held, by the time the server made it', () => {
    const { result } = renderHook(() => useDataSince());
    expect(result.current).toBeNull();
    act(() => recordAnswer('/api/bags', new Date(NOW - 5 * MIN).toUTCString(), NOW));
    act(() => recordAnswer('/api/catalog', new Date(NOW - 30 * MIN).toUTCString(), NOW));
    expect(result.current).toBe(NOW - 30 * MIN);
    // A fresh answer for the same list replaces its old one.
    act(() => recordAnswer('/api/catalog', new Date(NOW).toUTCString(), NOW));
    expect(result.current).toBe(NOW - 5 * MIN);
  });

  it('counts an answer without a usable Date as made now, and one from a clock ahead as now', () => {
    const { result } = renderHook(() => useDataSince());
    act(() => recordAnswer('/api/bags', null, NOW));
    expect(result.current).toBe(NOW);
    act(() => recordAnswer('/api/bags', new Date(NOW + 60 * MIN).toUTCString(), NOW));
    expect(result.current).toBe(NOW);
  });

  it('is forgotten on sign-out', () => {
    const { result } = renderHook(() => useDataSince());
    act(() => recordAnswer('/api/bags', new Date(NOW - MIN).toUTCString(), NOW));
    act(() => clearDataAge());
    expect(result.current).toBeNull();
  });
});
