import type { Language } from './languages.ts'

/**
 * Where each language's install manifest is served: a page links the one of its language, so the app
 * installed from an English page is named, described and given shortcuts in English, and starts on
 * the English home (offline too: the service worker opens the shell there, in English).
 */
export const installManifestPath = (language: Language) => `/${language}/manifest.webmanifest`

interface Shortcut {
  name: string
  short_name?: string
  description?: string
  url: string
}

interface Screenshot {
  form_factor?: string
  label?: string
}

/** The fields of the top-level manifest.webmanifest a language changes (the rest is shared). */
export interface InstallManifest {
  name: string
  short_name: string
  description: string
  lang: string
  start_url: string
  screenshots?: Screenshot[]
  shortcuts?: Shortcut[]
  [field: string]: unknown
}

/** What English says where the top-level manifest, written in Vietnamese, speaks: by form factor and address. */
const english = {
  name: 'Mọt',
  short_name: 'Mọt',
  description: 'Watch films, read comics and novels and play games online for free, even without a network.',
  screenshots: {
    narrow: 'The Mọt home on a phone: new films, comics and novels',
    wide: 'The Mọt home on a tablet or computer, with the side menu',
  } as Record<string, string>,
  shortcuts: {
    '/search': { name: 'Search', description: 'Find films, comics, novels and games' },
    '/saved': { name: 'Saved', description: 'What you saved' },
    '/downloads': { name: 'Downloads', description: 'Chapters downloaded to read without a network' },
  } as Record<string, { name: string; description: string }>,
}

/** A shortcut's address past its language: `/vi/saved` is `/saved`. */
const pastLanguage = (url: string) => url.replace(/^\/[a-z]{2}(?=\/|$)/, '')

/**
 * The manifest of one language, made from the top-level one (the design's file, in Vietnamese): the
 * same app (its `id`), started at the language's home, its words and shortcuts in that language.
 * The build writes one per language (vite.config.ts); a word English lacks is an error there.
 */
export function manifestIn(language: Language, base: InstallManifest): InstallManifest {
  const home = `/${language}`
  const shortcuts = base.shortcuts?.map((shortcut) => {
    const address = pastLanguage(shortcut.url)
    const words = language === 'en' ? english.shortcuts[address] : undefined
    if (language === 'en' && !words) throw new Error(`No English words for the shortcut ${shortcut.url}`)
    return {
      ...shortcut,
      url: `/${language}${address}`,
      ...(words ? { name: words.name, short_name: words.name, description: words.description } : {}),
    }
  })
  if (language !== 'en') return { ...base, start_url: home, shortcuts }
  const screenshots = base.screenshots?.map((shot) => {
    const label = english.screenshots[shot.form_factor ?? '']
    if (!label) throw new Error(`No English label for the ${shot.form_factor} screenshot`)
    return { ...shot, label }
  })
  const { name, short_name, description } = english
  return { ...base, name, short_name, description, lang: 'en', start_url: home, screenshots, shortcuts }
}
