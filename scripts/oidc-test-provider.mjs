// A local OpenID Connect provider for the single sign-on tests (decision 0033): panva's
// oidc-provider on 127.0.0.1, with one client (Hyzer) and a sign-in page of its own where any
// email address signs in, verified or not as the form says. Never used outside tests.
//   node scripts/oidc-test-provider.mjs   (OIDC_TEST_PORT, OIDC_TEST_REDIRECT_URI)
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import Provider from 'oidc-provider';

export const TEST_CLIENT_ID = 'hyzer-test';
export const TEST_CLIENT_SECRET = 'hyzer-test-secret-hyzer-test-secret';

const escapeHtml = (s) =>
  String(s).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

const readForm = (req) =>
  new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      text += chunk;
      if (text.length > 10_000) req.destroy();
    });
    req.on('end', () => resolve(new URLSearchParams(text)));
    req.on('error', reject);
  });

function signInPage(uid) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test provider</title></head>
<body><h1>Test identity provider</h1>
<form method="post" action="/interaction/${escapeHtml(uid)}">
<label>Email <input name="email" type="email" required></label>
<label>Name <input name="name" type="text"></label>
<label><input name="verified" type="checkbox" value="1" checked> Email address verified</label>
<button type="submit">Continue</button>
</form></body></html>`;
}

/**
 * Starts the provider. Accounts are made by signing in: the subject is the address (lower
 * case), so signing in twice with one address is the same identity.
 * @param {{ port?: number, redirectUris: string[] }} opts
 * @returns {Promise<{ issuer: string, close: () => Promise<void> }>}
 */
export async function startOidcTestProvider({ port = 0, redirectUris }) {
  /** @type {Map<string, { email: string, email_verified: boolean, name?: string }>} */
  const accounts = new Map();
  const server = createServer();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const issuer = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT_ID,
        client_secret: TEST_CLIENT_SECRET,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_ctx, id) => {
      const found = accounts.get(id);
      return found ? { accountId: id, claims: () => ({ sub: id, ...found }) } : undefined;
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ['oidc-test-provider-cookie-key'] },
    pkce: { required: () => true },
  });
  const handle = provider.callback();
  server.on('request', (req, res) => {
    const m = /^\/interaction\/([\w-]+)$/.exec(req.url ?? '');
    if (!m) return handle(req, res);
    const done = async () => {
      const details = await provider.interactionDetails(req, res);
      if (req.method !== 'POST') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(signInPage(details.uid));
        return;
      }
      const form = await readForm(req);
      const email = (form.get('email') ?? '').trim();
      const sub = email.toLowerCase();
      accounts.set(sub, {
        email,
        email_verified: form.get('verified') === '1',
        ...(form.get('name') ? { name: form.get('name') } : {}),
      });
      const grant = new provider.Grant({
        accountId: sub,
        clientId: String(details.params.client_id),
      });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: sub }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    };
    done().catch((err) => {
      res.writeHead(400, { 'content-type': 'text/plain' });
      res.end(String(err?.message ?? err));
    });
  });
  return {
    issuer,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.OIDC_TEST_PORT ?? 0);
  const redirect = process.env.OIDC_TEST_REDIRECT_URI;
  if (!redirect) throw new Error('OIDC_TEST_REDIRECT_URI must be set');
  const { issuer } = await startOidcTestProvider({ port, redirectUris: [redirect] });
  console.log(`OpenID test provider at ${issuer}`);
  for (const sig of ['SIGTERM', 'SIGINT']) process.on(sig, () => process.exit(0));
}
