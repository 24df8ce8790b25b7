import type { MenuEntry } from '../home/schema.ts'

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
 * What the menu list draws: entries a person can read, and rules between them. The logo block is
 * left out because the header already shows the logo; spacers only make room in the side drawer.
 */
export function listedEntries(entries: MenuEntry[], signedIn: boolean): MenuEntry[] {
  const readable = visibleEntries(entries, signedIn).filter(
    (entry) =>
      entry.type === 'line' ||
      (entry.name !== 'logo' && entry.type !== 'space' && Boolean(entry.label?.trim())),
  )
  // A rule whose neighbours were hidden would separate nothing.
  const listed: MenuEntry[] = []
  for (const entry of readable) {
    if (entry.type === 'line' && (listed.length === 0 || listed.at(-1)?.type === 'line')) continue
    listed.push(entry)
  }
  if (listed.at(-1)?.type === 'line') listed.pop()
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
