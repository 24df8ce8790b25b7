import * as v from 'valibot'
import { oidcCallbackPage } from '../../../src/contract/oidc-paths.ts'

/**
 * Signing in with an identity provider (OpenID Connect, docs/sign-in.md), as the environment says:
 * OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET turn it on (all three, or none); OIDC_NAME is
 * the button's label; OIDC_ADMIN_GROUP names the group (in the OIDC_GROUPS_CLAIM claim) whose
 * members are admins. PASSWORD_SIGN_IN=admins keeps passwords for admins only.
 */
export const oidcEnvSchema = {
  OIDC_ISSUER: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (value) => value === '' || issuerUrl(value) !== undefined,
        'must be an https:// address (http:// only on this machine: localhost, 127.0.0.1, [::1])',
      ),
    ),
    '',
  ),
  OIDC_CLIENT_ID: v.optional(v.pipe(v.string(), v.maxLength(500)), ''),
  OIDC_CLIENT_SECRET: v.optional(v.pipe(v.string(), v.maxLength(2000)), ''),
  OIDC_NAME: v.optional(v.pipe(v.string(), v.maxLength(60, 'must be at most 60 characters')), ''),
  OIDC_ADMIN_GROUP: v.optional(v.pipe(v.string(), v.maxLength(200)), ''),
  OIDC_ADMIN_GROUP_REMOVES: v.optional(v.picklist(['true', 'false']), 'false'),
  OIDC_GROUPS_CLAIM: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z0-9_:./-]{1,100}$/, 'must be a claim name')),
    'groups',
  ),
  PASSWORD_SIGN_IN: v.optional(v.picklist(['everyone', 'admins']), 'everyone'),
}

export type PasswordSignIn = 'everyone' | 'admins'

export interface OidcConfig {
  /** The provider's issuer identifier, as its discovery document must repeat it. */
  issuer: string
  clientId: string
  clientSecret: string
  /** The button's label: 'Sign in with {name}'. */
  name: string
  /** Where the provider sends the browser back: the app's page under PUBLIC_URL. */
  redirectUri: string
  /** Members of this group (in `groupsClaim`) are made admins at sign-in; empty: claims give no role. */
  adminGroup: string
  /** Whether a member who leaves the group loses the admin role at their next sign-in. */
  adminGroupRemoves: boolean
  groupsClaim: string
  /** http:// is allowed for a provider on this machine only (tests, a local provider). */
  insecure: boolean
}

type Env = { [K in keyof typeof oidcEnvSchema]: v.InferOutput<(typeof oidcEnvSchema)[K]> }

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

function issuerUrl(value: string): URL | undefined {
  if (!URL.canParse(value)) return undefined
  const url = new URL(value)
  if (url.search || url.hash || url.username || url.password) return undefined
  if (url.protocol === 'https:') return url
  return url.protocol === 'http:' && LOOPBACK.has(url.hostname) ? url : undefined
}

/** The identity provider's settings, checked together; `fail` stops start-up with the lines given. */
export function oidcConfig(
  e: Env,
  publicUrl: string,
  fail: (lines: string[]) => never,
): { oidc: OidcConfig | undefined; passwordSignIn: PasswordSignIn } {
  const parts = {
    OIDC_ISSUER: e.OIDC_ISSUER,
    OIDC_CLIENT_ID: e.OIDC_CLIENT_ID,
    OIDC_CLIENT_SECRET: e.OIDC_CLIENT_SECRET,
  }
  const given = Object.entries(parts).filter(([, value]) => value.trim() !== '')
  if (given.length === 0) {
    if (e.PASSWORD_SIGN_IN === 'admins')
      fail([
        'PASSWORD_SIGN_IN: admins needs an identity provider (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET)',
      ])
    return { oidc: undefined, passwordSignIn: e.PASSWORD_SIGN_IN }
  }
  const lines = Object.entries(parts)
    .filter(([, value]) => value.trim() === '')
    .map(([key]) => `${key}: is required when any of OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET is set`)
  // The provider must be told one exact address to send the browser back to: the site's own.
  if (!publicUrl)
    lines.push('PUBLIC_URL: is required when OIDC_ISSUER is set (the redirect URI is made from it)')
  if (lines.length > 0) fail(lines)
  const issuer = issuerUrl(e.OIDC_ISSUER.trim())!
  return {
    oidc: {
      issuer: e.OIDC_ISSUER.trim(),
      clientId: e.OIDC_CLIENT_ID.trim(),
      clientSecret: e.OIDC_CLIENT_SECRET,
      name: e.OIDC_NAME.trim() || issuer.hostname,
      redirectUri: `${publicUrl}${oidcCallbackPage()}`,
      adminGroup: e.OIDC_ADMIN_GROUP.trim(),
      adminGroupRemoves: e.OIDC_ADMIN_GROUP_REMOVES === 'true',
      groupsClaim: e.OIDC_GROUPS_CLAIM,
      insecure: issuer.protocol === 'http:',
    },
    passwordSignIn: e.PASSWORD_SIGN_IN,
  }
}
