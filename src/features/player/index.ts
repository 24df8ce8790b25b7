/**
 * What the player feature offers the others, which import it from here only (docs/architecture.md,
 * Walls between features).
 */
export { AutoplaySetting } from './components/AutoplaySetting.tsx'
export { FilmPlayer } from './components/FilmPlayer.tsx'
export { loadShaka } from './load-shaka.ts'
export { filmResumeKey, resumeFraction } from './resume-store.ts'
export { mimeTypeOf, playOrder } from './sources.ts'
