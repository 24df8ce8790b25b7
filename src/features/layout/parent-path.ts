/** Types whose section dashboard is the natural way back from one of their pages. */
const sectionOf: Record<string, string> = { movie: 'movies', comic: 'comics', game: 'games' }
const readerTypes = ['comic', 'novel']

/**
 * Where the header's back button leads when there is no history to go back to: a reader goes back
 * to its story, a post or category page to its section, anything else to the language home. The
 * language home itself has no parent, and neither does an address outside a language.
 */
export function parentPath(pathname: string): string | null {
  const [language, ...rest] = pathname.split('/').filter(Boolean)
  if (!language || rest.length === 0) return null
  const home = `/${language}`
  const [type = '', second = '', third = ''] = rest
  if (rest.length === 3 && readerTypes.includes(type) && /^\d+$/.test(third)) {
    return `${home}/${type}/${second}`
  }
  const section = sectionOf[type]
  if (section && rest.length >= 2) return `${home}/${section}`
  return home
}
