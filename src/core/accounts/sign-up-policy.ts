/** Who may create an account on an instance (SIGNUP): anyone, holders of an invite, or nobody. */
export const SIGNUP_POLICIES = ['open', 'invite', 'closed'] as const;
export type SignupPolicy = (typeof SIGNUP_POLICIES)[number];

/** The words the server answers with and the sign-up page shows. */
export const SIGNUP_MESSAGES = {
  closed: 'Sign-up is closed on this server.',
  inviteRequired: 'Sign-up on this server is by invitation only. Ask its admin for an invite link.',
  inviteInvalid: 'This invite link is not valid: it was used already or has expired.',
  inviteOtherEmail: 'This invite is for another email address.',
  disabled: 'This account is disabled.',
  /** Deleting the account of the instance's only admin (decision 0032). */
  lastAdmin:
    "You are this server's only admin. Make another account an admin first (npm run admin -- promote <email>), then delete this one.",
} as const;

/** An invite link works this many days. */
export const INVITE_DAYS = 7;

/** The query parameter of an invite link: /signup?invite=<token>&email=<address>. */
export const INVITE_PARAM = 'invite';
/** The address an invite link was made for, filled into its sign-up form (the token decides). */
export const INVITE_EMAIL_PARAM = 'email';

/** '/signup?invite=<token>&email=guest%40example.com' */
export const invitePath = (token: string, email: string) =>
  `/signup?${new URLSearchParams({ [INVITE_PARAM]: token, [INVITE_EMAIL_PARAM]: email }).toString()}`;
