import { describe, expect, it } from 'vitest';
import { errorMessage } from './error-message';
import { HttpError } from './http';
import { failedOffline, OFFLINE_WRITE_MESSAGE } from './offline-message';

describe('failedOffline', () => {
  it('is a refused request, or any answerless one while the browser is offline', () => {
    expect(failedOffline(new HttpError(0, 'network', 'x'), true)).toBe(true);
    expect(failedOffline(new HttpError(0, 'timeout', 'x'), false)).toBe(true);
  });
  it('is not a time-out online, a server error or another error', () => {
    expect(failedOffline(new HttpError(0, 'timeout', 'x'), true)).toBe(false);
    expect(failedOffline(new HttpError(503, 'unavailable', 'x'), false)).toBe(false);
    expect(failedOffline(new TypeError('boom'), false)).toBe(false);
  });
});

describe('errorMessage', () => {
  it('says the player is offline for a write that got no answer', () => {
    expect(errorMessage(new HttpError(0, 'network', 'Network error'), 'fallback')).toBe(
      OFFLINE_WRITE_MESSAGE,
    );
  });
  it('keeps the server words and the fallback otherwise', () => {
    expect(errorMessage(new HttpError(409, 'limit_reached', 'Too many'), 'fallback')).toBe(
      'Too many',
    );
    expect(errorMessage(null, 'fallback')).toBe('fallback');
  });
});

describe('failedOffline through a hook error', () => {
  it('reads the request error carried as the cause', () => {
    const hookError = new Error('Failed to create bag. Please try again.', {
      cause: new HttpError(0, 'network', 'x'),
    });
    expect(failedOffline(hookError, true)).toBe(true);
  });
});
