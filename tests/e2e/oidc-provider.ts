import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider from 'oidc-provider'
import { ADMIN_GROUP, OIDC_CLIENT, oidcPort } from './oidc-site.ts'

/**
 * A real OpenID provider in-process (the certified `oidc-provider`): discovery, keys, the code flow
 * with PKCE, and its development sign-in pages, where any login and password sign in. Who a login is
 * follows its name, so a test picks its person by what it types:
 * - an email (`ana@example.test`) is that email, verified; any other login is `<login>@example.test`;
 * - a login starting with `unverified` has its email unverified;
 * - a login starting with `admin` is in the group `mot-admins` (the `groups` claim);
 * - a login starting with `expired` gets an authorization code that lives one second.
 *
 * Run as a script (the browser tests' webServer, playwright.config.ts) it serves on OIDC_PORT for
 * the redirect URIs in OIDC_REDIRECT_URIS.
 */
export { ADMIN_GROUP, OIDC_CLIENT }

export interface TestProvider {
  issuer: string
  server: Server
  /** The life of an authorization code, in seconds (a test makes codes expire). */
  codeSeconds: number
  /** Whether the provider would still take an authorization code (not expired, not used). */
  codeActive(code: string): Promise<boolean>
  close(): Promise<void>
}

/**
 * The provider's own answer to whether a code still lives, for a browser test in another process:
 * `GET /test/code-active?code=…` answers `true` or `false`. Tests wait for a code to expire by asking
 * it, never by sleeping.
 */
export const CODE_ACTIVE_PATH = '/test/code-active'

export function claimsOf(login: string) {
  const email = login.includes('@') ? login : `${login}@example.test`
  // The subject (`sub`) is the login itself (oidc-provider's account id).
  return {
    sub: login,
    email,
    email_verified: !login.startsWith('unverified'),
    name: `${login.split('@')[0]} at the provider`,
    groups: login.startsWith('admin') ? [ADMIN_GROUP, 'readers'] : ['readers'],
  }
}

export async function startProvider(port: number, redirectUris: string[]): Promise<TestProvider> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const state: TestProvider = {
    issuer,
    server,
    codeSeconds: 60,
    codeActive: async (code) =>
      Boolean((await provider.AuthorizationCode.find(code, { ignoreExpiration: true }))?.isValid),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT.id,
        client_secret: OIDC_CLIENT.secret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name'],
      groups: ['groups'],
    },
    scopes: ['openid', 'email', 'profile', 'groups'],
    cookies: { keys: ['a test provider’s cookie key'] },
    ttl: {
      // A login starting with `expired` gets a code that lives one second (oidc.spec.ts).
      AuthorizationCode: (_ctx, code) => (code.accountId?.startsWith('expired') ? 1 : state.codeSeconds),
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 600,
      IdToken: 600,
    },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, id) {
      return { accountId: id, claims: async () => claimsOf(id) }
    },
  })
  const answer = provider.callback()
  server.on('request', async (request, response) => {
    const url = new URL(request.url ?? '/', issuer)
    if (url.pathname !== CODE_ACTIVE_PATH) return answer(request, response)
    const active = await state.codeActive(url.searchParams.get('code') ?? '')
    response.setHeader('access-control-allow-origin', '*')
    response.end(String(active))
  })
  return state
}

if (import.meta.main) {
  const port = Number(process.env.OIDC_PORT ?? oidcPort)
  const uris = (process.env.OIDC_REDIRECT_URIS ?? '').split(',').filter(Boolean)
  const started = await startProvider(port, uris)
  console.log(`test identity provider at ${started.issuer}`)
}
