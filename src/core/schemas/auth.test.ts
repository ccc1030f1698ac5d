import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  DEFAULT_DISPLAY_NAME,
  displayNameOf,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  settingsSchema,
  signupSchema,
} from './auth';

/** The first message zod gives, or null when the input is valid. */
function firstError(schema: z.ZodType, input: unknown): string | null {
  const r = schema.safeParse(input);
  return r.success ? null : r.error.issues[0]!.message;
}

describe('auth form schemas', () => {
  it('login needs both fields and nothing more', () => {
    expect(firstError(loginSchema, { email: '', password: 'x' })).toBe('Email is required');
    expect(firstError(loginSchema, { email: 'a@b.co', password: '' })).toBe('Password is required');
    expect(firstError(loginSchema, { email: 'a@b.co', password: 'x' })).toBeNull();
  });

  it('signup checks e-mail, length and the confirmation', () => {
    const ok = { email: ' a@b.co ', password: 'abcdef', confirmPassword: 'abcdef' };
    expect(signupSchema.parse(ok).email).toBe('a@b.co');
    expect(firstError(signupSchema, { ...ok, email: 'nope' })).toBe(
      'Please enter a valid email address',
    );
    expect(firstError(signupSchema, { ...ok, password: 'abcde', confirmPassword: 'abcde' })).toBe(
      'Password must be at least 6 characters long',
    );
    const long = 'x'.repeat(129);
    expect(firstError(signupSchema, { ...ok, password: long, confirmPassword: long })).toBe(
      'Password must be at most 128 characters long',
    );
    expect(firstError(signupSchema, { ...ok, confirmPassword: 'abcdeg' })).toBe(
      'Passwords do not match',
    );
  });

  it('forgot password asks for the e-mail address', () => {
    expect(firstError(forgotPasswordSchema, { email: '  ' })).toBe(
      'Please enter your email address to reset your password',
    );
    expect(firstError(forgotPasswordSchema, { email: 'a@b.co' })).toBeNull();
  });

  it('reset needs a long-enough password, typed twice', () => {
    expect(firstError(resetPasswordSchema, { password: 'abc', confirmPassword: 'abc' })).toBe(
      'Password must be at least 6 characters long',
    );
    expect(firstError(resetPasswordSchema, { password: 'abcdef', confirmPassword: 'abcdeX' })).toBe(
      'Passwords do not match',
    );
    expect(
      firstError(resetPasswordSchema, { password: 'abcdef', confirmPassword: 'abcdef' }),
    ).toBeNull();
  });

  it('settings trims the display name and requires 1 to 60 characters', () => {
    expect(settingsSchema.parse({ displayName: '  Ace  ' }).displayName).toBe('Ace');
    expect(firstError(settingsSchema, { displayName: '   ' })).toBe('Display name is required');
    expect(firstError(settingsSchema, { displayName: 'n'.repeat(61) })).toBe(
      'Display name must be at most 60 characters',
    );
    expect(firstError(settingsSchema, { displayName: 'n'.repeat(60) })).toBeNull();
  });
});

describe('displayNameOf', () => {
  it('greets a user by their display name, trimmed', () => {
    expect(displayNameOf({ displayName: '  Ace Thrower ' })).toBe('Ace Thrower');
  });

  it('falls back to the default name when none is set or it is blank', () => {
    for (const displayName of [null, undefined, '', '   ']) {
      expect(displayNameOf({ displayName })).toBe(DEFAULT_DISPLAY_NAME);
    }
    expect(DEFAULT_DISPLAY_NAME).toBe('Disc Golfer');
  });
});
