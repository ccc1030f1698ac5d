import { z } from 'zod';
import { isStorableText } from './storable-text';

/** Password bounds (docs/product.md: at least 6; the maximum keeps hashing cheap and is never truncated). */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const DISPLAY_NAME_MAX = 60;
/** What the UI shows when a user has no display name (spec, dashboard). */
export const DEFAULT_DISPLAY_NAME = 'Disc Golfer';

/** The name the UI greets a user by: their display name, or the default when it is blank. */
export function displayNameOf(user: { displayName?: string | null }): string {
  return user.displayName?.trim() || DEFAULT_DISPLAY_NAME;
}

export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: 'Password must be at least 6 characters long',
  passwordTooLong: 'Password must be at most 128 characters long',
  passwordsDoNotMatch: 'Passwords do not match',
  resetEmailRequired: 'Please enter your email address to reset your password',
  displayNameRequired: 'Display name is required',
  displayNameTooLong: 'Display name must be at most 60 characters',
  currentPasswordRequired: 'Current password is required',
  samePassword: 'The new password must be different from the current one',
} as const;

const newPassword = z
  .string()
  .min(PASSWORD_MIN, AUTH_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX, AUTH_MESSAGES.passwordTooLong);

/** Both fields required; nothing else is checked before the server answers (docs/product.md). */
export const loginSchema = z.object({
  email: z.string().trim().min(1, AUTH_MESSAGES.emailRequired),
  password: z.string().min(1, AUTH_MESSAGES.passwordRequired),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const signupSchema = z
  .object({
    email: z
      .string()
      .trim()
      .min(1, AUTH_MESSAGES.emailRequired)
      .pipe(z.email(AUTH_MESSAGES.invalidEmail)),
    password: newPassword,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type SignupInput = z.infer<typeof signupSchema>;

export const forgotPasswordSchema = z.object({
  email: z.string().trim().min(1, AUTH_MESSAGES.resetEmailRequired),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const displayNameSchema = z
  .string()
  .trim()
  .min(1, AUTH_MESSAGES.displayNameRequired)
  .max(DISPLAY_NAME_MAX, AUTH_MESSAGES.displayNameTooLong)
  .refine(isStorableText, 'Display name contains characters that are not allowed');

export const settingsSchema = z.object({ displayName: displayNameSchema });
export type SettingsInput = z.infer<typeof settingsSchema>;

/** Changing the password while signed in: the current one, and a new one typed twice. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, AUTH_MESSAGES.currentPasswordRequired),
    password: newPassword,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  })
  .refine((v) => v.password !== v.currentPassword, {
    message: AUTH_MESSAGES.samePassword,
    path: ['password'],
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** A new e-mail address (the sign-up's rules) and the password. */
export const changeEmailSchema = z.object({
  newEmail: z
    .string()
    .trim()
    .min(1, AUTH_MESSAGES.emailRequired)
    .pipe(z.email(AUTH_MESSAGES.invalidEmail)),
  password: z.string().min(1, AUTH_MESSAGES.passwordRequired),
});
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;

/** Deleting the account asks for the password again. */
export const deleteAccountSchema = z.object({
  password: z.string().min(1, AUTH_MESSAGES.passwordRequired),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;
