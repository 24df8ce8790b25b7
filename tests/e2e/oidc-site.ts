/**
 * The identity provider the browser tests sign in with (oidc-provider.ts, started by
 * playwright.config.ts): its port, its client at the provider, and the group whose members are
 * admins; and the site that signs in with it (a server of its own, so that no other test meets the
 * provider's button), told of it through OIDC_* (oidcEnv).
 */
// Ports a thousand apart: several runs side by side (E2E_PORT one apart) never meet.
export const oidcPort = Number(process.env.E2E_PORT ?? 4173) + 1000
/** The site that signs in with it: the same build as the others' on a port of its own. */
export const oidcSitePort = oidcPort + 1000
export const oidcSiteURL = `http://127.0.0.1:${oidcSitePort}`
export const oidcIssuer = `http://127.0.0.1:${oidcPort}`
export const OIDC_CLIENT = { id: 'mot', secret: 'mot-test-client-secret' }
export const ADMIN_GROUP = 'mot-admins'
/** The button's label: 'Sign in with Test ID', 'Đăng nhập với Test ID'. */
export const OIDC_NAME = 'Test ID'

/** The site's settings for the provider; `publicUrl` is where it is served (the redirect URI's origin). */
export const oidcEnv = (publicUrl: string) => ({
  PUBLIC_URL: publicUrl,
  OIDC_ISSUER: oidcIssuer,
  OIDC_CLIENT_ID: OIDC_CLIENT.id,
  OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
  OIDC_NAME,
  OIDC_ADMIN_GROUP: ADMIN_GROUP,
})
