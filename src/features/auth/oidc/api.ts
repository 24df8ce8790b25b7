import { queryOptions } from '@tanstack/react-query'
import { oidcFinish, oidcInfo, oidcLink, oidcStart } from '../../../contract/endpoints/oidc.ts'
import { isLanguage, type Language } from '../../../contract/languages.ts'
import { callData } from '../../../shared/api/call.ts'
import { readSessionItem, writeSessionItem } from '../../../shared/local-storage.ts'

/* Signing in with the identity provider (docs/sign-in.md): loaded with the sign-in screens. */

/** Whether the provider's button is shown, and its name: asked by the sign-in and register screens. */
export const oidcInfoQuery = (language: Language) =>
  queryOptions({
    queryKey: ['oidc-info', language],
    queryFn: ({ signal }) => callData(language, oidcInfo, { signal }),
    staleTime: 5 * 60_000,
    // Asked before the sign-in screens draw: without an answer at once (offline, a server error)
    // they draw without the button rather than wait.
    retry: false,
    networkMode: 'always',
  })

/**
 * The language a sign-in started in (sessionStorage, this tab's): the provider sends every sign-in
 * back to one address, in the default language, and the page goes on in this one.
 */
const STARTED_IN_KEY = 'oidcStartedIn'

export const startedIn = (): Language | undefined => {
  const language = readSessionItem(STARTED_IN_KEY)
  return isLanguage(language) ? language : undefined
}

/** The provider's address to send the browser to, with where to come back to once signed in. */
export function startOidc(language: Language, returnTo: string | undefined) {
  writeSessionItem(STARTED_IN_KEY, language)
  return callData(language, oidcStart, { body: { return_to: returnTo ?? `/${language}` } })
}

/** The provider's answer (the callback page's query) checked by the server: signed in, or a link to confirm. */
export const finishOidc = (language: Language, search: string) =>
  callData(language, oidcFinish, { body: { search } })

/** The member's password confirms that the identity is linked to their account. */
export const confirmOidcLink = (language: Language, link: string, password: string) =>
  callData(language, oidcLink, { body: { link, password } })
