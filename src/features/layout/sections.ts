import type { HomeIndex } from '../../contract/schemas/home.ts'

export type Section = 'home' | 'movie' | 'game' | 'comic' | 'novel' | 'chat'

const isAbsolute = (url: string | null | undefined): url is string => Boolean(url && /^https?:\/\//.test(url))

/**
 * The outside sites of the bottom bar, read from the home index: chat from the menu's chat entry (or
 * the chat block's button); games from the menu's game entry when it is an address of its own, else
 * the banner that opens the games site. Null where the site names none: the bar then offers the
 * site's own games, and no chat (no button that leads nowhere).
 */
export function externalSites(home: HomeIndex | undefined) {
  const entry = (name: string) => home?.navbar.find((item) => item.name === name)?.url
  let games = entry('game')
  if (!isAbsolute(games)) {
    const banners = home?.modules.flatMap((module) => (module.kind === 'banner' ? module.items : [])) ?? []
    games = banners.map((banner) => banner.slug).find((slug) => isAbsolute(slug) && /game/i.test(slug))
  }
  let chat = entry('chat')
  if (!isAbsolute(chat)) {
    chat = home?.modules.find((module) => module.type === 'homechat')?.button?.data?.url
  }
  return { games: isAbsolute(games) ? games : null, chat: isAbsolute(chat) ? chat : null }
}

const sectionByPrefix: [RegExp, Section][] = [
  [/^\/(movies|movie)(\/|$)/, 'movie'],
  [/^\/(comics|comic)(\/|$)/, 'comic'],
  [/^\/(novels|novel)(\/|$)/, 'novel'],
  [/^\/(games|game)(\/|$)/, 'game'],
]

/**
 * The bottom bar's active item, matched from the address: the home, or the section a page belongs
 * to. A list page belongs to the post type it lists.
 */
export function activeSection(pathname: string, posttype?: unknown): Section | null {
  const rest = pathname.replace(/^\/(vi|en)(?=\/|$)/, '')
  if (rest === '' || rest === '/') return 'home'
  if (/^\/list\/?$/.test(rest) && typeof posttype === 'string') return activeSection(`/${posttype}`)
  return sectionByPrefix.find(([pattern]) => pattern.test(rest))?.[1] ?? null
}

/**
 * Whether a menu link leads to the page shown, or to its section: a film's page or a reader is in
 * its section's link; a link outside any section (saved, history) only for its own address.
 */
export function isCurrent(href: string, pathname: string, posttype?: unknown): boolean {
  if (/^https?:/.test(href)) return false
  const path = href.split('?')[0] ?? href
  const section = activeSection(path)
  const trim = (path: string) => path.replace(/\/$/, '')
  return section ? section === activeSection(pathname, posttype) : trim(path) === trim(pathname)
}

/** Spec §2: the footer stays off the list pages, where the list scrolls on forever. */
export const showsFooter = (pathname: string) => !pathname.includes('/list')
