import { i18n } from '@lingui/core'
import type { Language } from '../../contract/languages.ts'

/**
 * What the follow feature offers the others, which import it from here only (docs/architecture.md,
 * Walls between features): its parts load late, each with its words, so none waits for them once drawn.
 */

const withWords = <T>(part: Promise<T>) =>
  Promise.all([part, import('./messages.ts').then((m) => m.loadFollowMessages(i18n.locale))]).then(([m]) => m)

/** The follow button and reading list, loaded after the actions they sit under. */
export const loadFollowControls = () => withWords(import('./components/FollowControls.tsx'))

/** The saved page's other lists: followed posts and the reading lists. */
export const loadFollowingScreen = () => withWords(import('./components/FollowingScreen.tsx'))

/** The feature's words, for the loaders of its routes. */
export const loadFollowMessages = (language: Language) =>
  import('./messages.ts').then((module) => module.loadFollowMessages(language))

/** The menu's Updates entry (with the unread count) and the way to the lists. */
export { UpdatesMenuEntry } from './menu/UpdatesMenuEntry.tsx'
