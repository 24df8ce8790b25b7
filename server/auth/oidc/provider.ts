import * as client from 'openid-client'
import type { OidcConfig } from './config.ts'

/**
 * The identity provider as openid-client (a certified OpenID Connect relying party) knows it: its
 * discovery document and keys, read once and kept. A failed discovery is not kept, so a provider
 * that was down is asked again at the next sign-in.
 */
const discovered = new WeakMap<OidcConfig, Promise<client.Configuration>>()

/** How long a call to the provider may take, in seconds, before it counts as down. */
const PROVIDER_SECONDS = 10

export class ProviderUnreachable extends Error {}

export function providerOf(oidc: OidcConfig): Promise<client.Configuration> {
  let found = discovered.get(oidc)
  if (!found) {
    found = client
      .discovery(
        new URL(oidc.issuer),
        oidc.clientId,
        { client_secret: oidc.clientSecret, redirect_uris: [oidc.redirectUri], response_types: ['code'] },
        client.ClientSecretBasic(oidc.clientSecret),
        {
          timeout: PROVIDER_SECONDS,
          ...(oidc.insecure ? { execute: [client.allowInsecureRequests] } : {}),
        },
      )
      .catch((error: unknown) => {
        discovered.delete(oidc)
        throw new ProviderUnreachable('the identity provider could not be discovered', { cause: error })
      })
    discovered.set(oidc, found)
  }
  return found
}

/** The scopes asked for: who the member is, their email and name, and their groups when a claim gives a role. */
export const scopesOf = (oidc: OidcConfig) =>
  ['openid', 'email', 'profile', ...(oidc.adminGroup ? [oidc.groupsClaim] : [])].join(' ')

/** Whether an error is the provider being unreachable (a network failure or a time-out) rather than a refusal. */
export function isUnreachable(error: unknown): boolean {
  if (error instanceof ProviderUnreachable) return true
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth++) {
    if (cause.name === 'TimeoutError' || cause.name === 'AbortError') return true
    if (cause instanceof TypeError && /fetch failed/i.test(cause.message)) return true
    if (/ECONNREFUSED|ENOTFOUND|ECONNRESET|EAI_AGAIN/.test(String((cause as { code?: unknown }).code)))
      return true
    cause = cause.cause
  }
  return false
}

export { client }
