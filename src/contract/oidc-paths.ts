import { defaultLanguage } from './languages.ts'

/**
 * Signing in with an identity provider (OpenID Connect; docs/sign-in.md): the API's calls, and the
 * app's page the provider sends the browser back to.
 */
export const oidcInfoRoute = '/auth/oidc'
export const oidcStartRoute = '/auth/oidc/start'
export const oidcFinishRoute = '/auth/oidc/finish'
export const oidcLinkRoute = '/auth/oidc/link'
export const identitiesRoute = '/account/identities'
export const identityUnlinkRoute = '/account/identities/:id/unlink'

/**
 * The app's page the provider answers to (the redirect URI, `PUBLIC_URL` before it): one address in
 * the default language, as a provider wants one exact address; the page then goes on in the
 * language the sign-in started in.
 */
export const oidcCallbackPage = (lang: string = defaultLanguage) => `/${lang}/user/oidc-callback`

/** How long a sign-in at the provider may take, from the button to the way back. */
export const OIDC_STEP_MINUTES = 10
/** How long a member has to confirm, with their password, that an identity may be linked. */
export const OIDC_LINK_MINUTES = 10
/** Wrong passwords a pending link takes before it is gone. */
export const OIDC_LINK_ATTEMPTS = 5
