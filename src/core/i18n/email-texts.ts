/**
 * The e-mails' sentences (password reset, change of e-mail address), each a message of its own
 * in core-messages.ts, so that a mail is written in its recipient's language. `{link}` and
 * `{email}` are filled in when the mail is made.
 */
export const EMAIL_TEXTS = {
  hello: 'Hello,',
  resetSubject: 'Reset your Hyzer password',
  resetAsked: 'Someone asked to reset the password of your Hyzer account.',
  resetOpen: 'To choose a new password, open this link within one hour:',
  resetOnce:
    'The link works once. If you did not ask for this, ignore this e-mail; your password stays the same.',
  confirmSubject: 'Confirm your new Hyzer e-mail address',
  confirmAsked: 'Someone asked to use this address for a Hyzer account.',
  confirmOpen: 'To confirm, open this link within one hour:',
  confirmOnce:
    'The address changes only when the link is opened. If you did not ask for this, ignore this e-mail.',
  noticeSubject: 'Your Hyzer e-mail address is being changed',
  noticeAsked: 'Someone asked to change the e-mail address of your Hyzer account to {email}.',
  noticeWhen: 'It changes when the link sent to that address is opened.',
  noticeNotYou:
    'If this was not you, sign in and change your password: that signs every other device out.',
} as const;
