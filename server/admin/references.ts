import type { PostSource, StoredMenuEntry, StoredModule } from '../db/schema.ts'

/*
 * When two categories or two people are merged, what named the one that goes names the one that
 * stays: dashboards' sources (by category slug) and in-app links of dashboards and the menu
 * (`/movie/category/<slug>`, `/actor/<slug>`, with or without the language in front).
 */

/** An in-app path to rename: from one address to another, each without the language. */
export interface Move {
  from: string
  into: string
}

/** The link, pointing at `into` when it pointed at `from` (or below it); otherwise as it was. */
export function movedLink(link: string, { from, into }: Move): string {
  const match = /^(\/(?:vi|en))?(\/[^?#]*)(.*)$/.exec(link)
  if (!match) return link
  const [, lang = '', path = '', rest = ''] = match
  if (path !== from && path !== `${from}/`) return link
  return `${lang}${into}${path.endsWith('/') ? '/' : ''}${rest}`
}

const moved = <T extends string | undefined>(link: T, move: Move) =>
  (link === undefined ? link : movedLink(link, move)) as T

/** A module with its sources' category and its links renamed; the same object when nothing changed. */
export function movedModule(
  module: StoredModule,
  category: { posttype: string; from: string; into: string } | undefined,
  link: Move,
): StoredModule {
  const source = (s: PostSource): PostSource =>
    category && s.posttype === category.posttype && s.category === category.from
      ? { ...s, category: category.into }
      : s
  const button = module.button && {
    button: { ...module.button, data: { ...module.button.data, url: moved(module.button.data.url, link) } },
  }
  // Each type's own parts: a list's source, the tabs' sources, a slider's banners or the links.
  const next: StoredModule =
    'source' in module
      ? { ...module, source: source(module.source), ...button }
      : 'tabs' in module
        ? { ...module, tabs: module.tabs.map((tab) => ({ ...tab, source: source(tab.source) })), ...button }
        : module.type === 'slider'
          ? {
              ...module,
              items: module.items.map((item) => ({ ...item, slug: moved(item.slug, link) })),
              ...button,
            }
          : 'items' in module
            ? {
                ...module,
                items: module.items.map((item) => ({ ...item, url: moved(item.url, link) })),
                ...button,
              }
            : { ...module, ...button }
  return JSON.stringify(next) === JSON.stringify(module) ? module : dropUndefined(next)
}

/** A menu entry with its links renamed; the same object when nothing changed. */
export function movedMenuEntry(entry: StoredMenuEntry, link: Move): StoredMenuEntry {
  const next: StoredMenuEntry = {
    ...entry,
    url: moved(entry.url, link),
    ...(entry.items && { items: entry.items.map((item) => ({ ...item, url: moved(item.url, link) })) }),
  }
  return JSON.stringify(next) === JSON.stringify(entry) ? entry : dropUndefined(next)
}

/** Stored JSON leaves out what is absent rather than writing it as null. */
const dropUndefined = <T>(value: T): T => JSON.parse(JSON.stringify(value))
