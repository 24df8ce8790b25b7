import { languages } from './languages.ts'
import { oidcCallbackPage } from './oidc-paths.ts'
import { resetPasswordPage } from './password-reset.ts'
import { confirmEmailPage } from './registration.ts'

/**
 * A page's address as one page, whatever way it was written: runs of `/` read as one, the language
 * and the section after it (a post type, `user`, `search`) in lower case, and no `/` at the end of the
 * path, as the app's links and canonical addresses write it; the query as it was asked. The server draws a page from this
 * address, keeps it under it, and decides by it whether the page may be kept at all: otherwise
 * `/vi//user/reset-password?token=…` would be a reset screen no rule recognised, kept with its token.
 */
export function pageAddress(url: string): string {
  const query = url.indexOf('?')
  const path = query === -1 ? url : url.slice(0, query)
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment, i) => (i < 2 ? segment.toLowerCase() : segment))
  const normal = `/${segments.join('/')}`
  return query === -1 ? normal : normal + url.slice(query)
}

/**
 * A page whose address carries a secret (the reset and confirm-email screens' links hold one-time
 * tokens, the identity provider's answer a code and state): kept by no cache, the server's or
 * anyone's. `address` is a pageAddress.
 */
export const holdsSecret = (address: string) => {
  // The app's routes match without regard to letter case, so neither may this rule.
  const path = address.split('?')[0]!.toLowerCase()
  return languages.some(
    (lang) =>
      path === resetPasswordPage(lang) || path === confirmEmailPage(lang) || path === oidcCallbackPage(lang),
  )
}

/**
 * An in-site link in the one form the site's links take, its canonical address's: the path without
 * a `/` at its end (`/vi/comic/x/?ep=2` is `/vi/comic/x?ep=2`), for addresses that come from data
 * (menus, banners) or from the address bar. The query and fragment stay as written.
 */
export function linkAddress(href: string): string {
  const end = href.search(/[?#]/)
  const path = end === -1 ? href : href.slice(0, end)
  return path.replace(/(.)\/+$/, '$1') + (end === -1 ? '' : href.slice(end))
}
