import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '../schemas/auth';
import { sessionUserSchema } from '../schemas/responses';
import { defineRoute, SIGNED_IN } from './define-route';
import { errorAnswer, json } from './json';

/**
 * The account endpoints the web app uses. better-auth serves them under /api/auth; these
 * declarations only describe them for the OpenAPI document (the server does not route by them).
 * A successful sign-up or sign-in sets the session cookie; errors come in the API's error shape.
 */
const tags = ['Account'];
const email = z.string().meta({ format: 'email' });
const password = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);
const withUser = z.object({ user: sessionUserSchema }).loose();
const status = z.object({ status: z.boolean() }).loose();
const refused = errorAnswer('Refused; `error.code` and `error.message` say why.');
const tooMany = errorAnswer('Too many attempts; try again later.');

export const signUp = defineRoute({
  method: 'post',
  path: '/api/auth/sign-up/email',
  operationId: 'signUp',
  summary: 'Create an account and sign in',
  tags,
  request: {
    body: {
      required: true,
      content: json(z.object({ email, password, name: z.string() })),
    },
  },
  responses: {
    200: { description: 'Signed up; the session cookie is set.', content: json(withUser) },
    400: refused,
    422: refused,
    429: tooMany,
  },
});

export const signIn = defineRoute({
  method: 'post',
  path: '/api/auth/sign-in/email',
  operationId: 'signIn',
  summary: 'Sign in with email and password',
  tags,
  request: {
    body: {
      required: true,
      content: json(z.object({ email, password: z.string(), rememberMe: z.boolean().optional() })),
    },
  },
  responses: {
    200: { description: 'Signed in; the session cookie is set.', content: json(withUser) },
    400: refused,
    401: errorAnswer('Wrong email or password.'),
    429: tooMany,
  },
});

export const signOut = defineRoute({
  method: 'post',
  path: '/api/auth/sign-out',
  operationId: 'signOut',
  summary: 'End the session',
  tags,
  security: SIGNED_IN,
  request: { body: { required: true, content: json(z.object({})) } },
  responses: {
    200: {
      description: 'Signed out; the cookie is cleared.',
      content: json(z.object({ success: z.boolean() })),
    },
  },
});

export const getSession = defineRoute({
  method: 'get',
  path: '/api/auth/get-session',
  operationId: 'getSession',
  summary: 'The signed-in player, or null',
  tags,
  responses: {
    200: {
      description: 'The session and its user, or null without a session.',
      content: json(withUser.nullable()),
    },
  },
});

export const updateUser = defineRoute({
  method: 'post',
  path: '/api/auth/update-user',
  operationId: 'updateUser',
  summary: 'Change the display name',
  tags,
  security: SIGNED_IN,
  request: { body: { required: true, content: json(z.object({ name: z.string() })) } },
  responses: {
    200: { description: 'Changed.', content: json(status) },
    400: refused,
    401: errorAnswer('No session.'),
  },
});

export const requestPasswordReset = defineRoute({
  method: 'post',
  path: '/api/auth/request-password-reset',
  operationId: 'requestPasswordReset',
  summary: 'Mail a password reset link',
  description: 'Answers the same whether or not the address has an account.',
  tags,
  request: {
    body: {
      required: true,
      content: json(z.object({ email, redirectTo: z.string().optional() })),
    },
  },
  responses: {
    200: { description: 'Accepted.', content: json(status) },
    400: refused,
    429: tooMany,
  },
});

export const resetPassword = defineRoute({
  method: 'post',
  path: '/api/auth/reset-password',
  operationId: 'resetPassword',
  summary: 'Set a new password with the token from the reset link',
  tags,
  request: {
    body: { required: true, content: json(z.object({ token: z.string(), newPassword: password })) },
  },
  responses: {
    200: { description: 'Changed; other sessions end.', content: json(status) },
    400: refused,
  },
});

/** Every account endpoint the document describes. */
export const AUTH_ROUTES = [
  signUp,
  signIn,
  signOut,
  getSession,
  updateUser,
  requestPasswordReset,
  resetPassword,
];
