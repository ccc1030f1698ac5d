/** The server's own words for failures any route can have (the API's `message`; decision 0040). */
export const SERVER_TEXTS = {
  notFound: 'Not found.',
  internal: 'Something went wrong. Please try again.',
  badJson: 'The request body is not valid JSON.',
  dbUnavailable: 'The database is unavailable. Please try again shortly.',
  invalidResetToken:
    'This password reset link is invalid or has expired. Please request a new one.',
  invalidEmail: 'Invalid email',
  requestFailed: 'Request failed.',
} as const;
