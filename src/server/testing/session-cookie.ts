/** The session cookie of a sign-up or sign-in answer, for tests and benches that act as a player. */

/** The password test players sign up with unless a test says otherwise. */
export const PASSWORD = 'correct horse 1';

/** Turns a response's Set-Cookie headers into a Cookie header value (cleared cookies left out). */
export function cookieFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c) => !c!.endsWith('='))
    .join('; ');
}

/** The cookie a successful sign-up or sign-in sets; any other answer throws with its status and text. */
export async function sessionCookie(res: Response, action = 'sign-up'): Promise<string> {
  if (res.status !== 200) throw new Error(`${action} failed: ${res.status} ${await res.text()}`);
  return cookieFrom(res);
}
