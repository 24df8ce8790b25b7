import type { MenuEntry } from '../../contract/schemas/home.ts'
import { leavesApp } from '../../shared/kiosk.ts'
import { type IconName, isIconName } from './components/Icon.tsx'

/**
 * Spec §4 side menu: members see entries whose isLogin is true or absent; visitors see entries whose
 * isLogin is false or absent, and no chat.
 */
export function visibleEntries(entries: MenuEntry[], signedIn: boolean): MenuEntry[] {
  return entries.filter((entry) =>
    signedIn ? entry.isLogin !== false : entry.isLogin !== true && entry.name !== 'chat',
  )
}

/**
 * Kiosk mode: what leads out of the app (chat, other sites) or to an account (sign-in, logout, the
 * finder, which is for members) goes.
 */
const kioskHidden = ['chat', 'login', 'logout', 'finder']

export function kioskEntries(entries: MenuEntry[]): MenuEntry[] {
  return entries
    .filter((entry) => !kioskHidden.includes(entry.name) && !leavesApp(entry.url))
    .map((entry) =>
      entry.items ? { ...entry, items: entry.items.filter((item) => !leavesApp(item.url)) } : entry,
    )
}

/** The blocks of spec §2 the menu knows how to draw; other blocks show their label, if any. */
export const knownBlocks = ['logo', 'login', 'user']

const draws = (entry: MenuEntry) =>
  entry.type === 'line' ||
  entry.type === 'space' ||
  (entry.type === 'block' && knownBlocks.includes(entry.name)) ||
  Boolean(entry.label?.trim())

/** What the side menu draws, in the server's order: visible entries with something to show. */
export function listedEntries(entries: MenuEntry[], signedIn: boolean): MenuEntry[] {
  const listed: MenuEntry[] = []
  for (const entry of visibleEntries(entries, signedIn).filter(draws)) {
    // A rule whose neighbours were hidden would separate nothing.
    if (entry.type === 'line' && (listed.length === 0 || listed.at(-1)?.type === 'line')) continue
    listed.push(entry)
  }
  while (listed.at(-1)?.type === 'line' || listed.at(-1)?.type === 'space') listed.pop()
  return listed
}

/** Entry names repeat (rules, spacers): a key from the name and how many came before with it. */
export function keyedEntries(entries: MenuEntry[]) {
  const seen = new Map<string, number>()
  return entries.map((entry) => {
    const count = seen.get(entry.name) ?? 0
    seen.set(entry.name, count + 1)
    return { entry, key: count === 0 ? entry.name : `${entry.name}-${count}` }
  })
}

const iconByName: Record<string, IconName> = {
  languages: 'language',
  chat: 'chat',
  movie: 'movie',
  comic: 'comic',
  novel: 'novel',
  game: 'game',
  finder: 'user',
  savedContents: 'bookmark',
  historyContents: 'history',
  logout: 'logout',
}

/** The server names an icon; when it names one this app does not draw, the entry's name decides. */
export function entryIcon(entry: MenuEntry): IconName {
  if (isIconName(entry.icon)) return entry.icon
  return iconByName[entry.name] ?? 'link'
}
