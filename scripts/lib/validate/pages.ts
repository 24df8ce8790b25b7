import type { Language } from '../../../src/contract/languages.ts'

/** One kind of page the validators check, by its address under a language. */
export interface PageKind {
  name: string
  path: string
}

/**
 * Every kind of page a visitor can land on, each with a post, person or category of the demo
 * catalogue: the home and each type's dashboard, a list, search (with a query and without), a detail
 * page of each post type, both readers, a category, a person, the member screens (signed out: what a
 * crawler and a first visit see), the library screens, settings, terms, a missing post (404) and the
 * admin area's door. The app's offline screen is the shell the service worker keeps, drawn by the app:
 * the pages' DOM after the takeover (the second Nu pass) covers what it draws.
 */
export const pageKinds: PageKind[] = [
  { name: 'home', path: '' },
  { name: 'film dashboard', path: '/movies' },
  { name: 'comic dashboard', path: '/comics' },
  { name: 'novel dashboard', path: '/novels' },
  { name: 'game dashboard', path: '/games' },
  { name: 'list', path: '/list?api=/posts/lists/comic/' },
  { name: 'search', path: '/search?q=da%20lat' },
  { name: 'search, empty', path: '/search' },
  { name: 'film page', path: '/movie/tinh-yeu-o-da-lat/' },
  { name: 'comic detail', path: '/comic/kiem-si-may-troi/' },
  { name: 'novel detail', path: '/novel/bi-an-can-phong-so-7/' },
  { name: 'game page', path: '/game/o-an-quan/' },
  { name: 'comic reader', path: '/comic/kiem-si-may-troi/1/' },
  { name: 'novel reader', path: '/novel/bi-an-can-phong-so-7/1/' },
  { name: 'category', path: '/comic/category/hai-huoc/' },
  { name: 'person', path: '/actor/ly-bao-ngoc/' },
  { name: 'sign-in', path: '/user/login/' },
  { name: 'register', path: '/user/register/' },
  { name: 'forgot password', path: '/user/forgot-password' },
  { name: 'account', path: '/user/account' },
  { name: 'profile', path: '/user/profile' },
  { name: 'history', path: '/history' },
  { name: 'saved', path: '/saved' },
  { name: 'downloads', path: '/downloads' },
  { name: 'settings', path: '/settings' },
  { name: 'terms', path: '/terms' },
  { name: 'missing post (404)', path: '/game/khong-ton-tai/' },
  { name: 'admin sign-in', path: '/admin/' },
]

export interface PageToCheck {
  /** The kind and language, as the report names it: `home (vi)`. */
  label: string
  url: string
}

/** Every page kind in both languages, on the site at `base`. */
export function pagesToCheck(base: string, languages: readonly Language[]): PageToCheck[] {
  return languages.flatMap((language) =>
    pageKinds.map((kind) => ({
      label: `${kind.name} (${language})`,
      url: `${base}/${language}${kind.path}`,
    })),
  )
}
