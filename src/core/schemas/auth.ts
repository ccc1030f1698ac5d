import { z } from 'zod';
import { isStorableText } from './storable-text';
import { PASSWORD_MIN, PASSWORD_MAX, DISPLAY_NAME_MAX, AUTH_MESSAGES } from '../rules/auth';
export * from '../rules/auth';

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
