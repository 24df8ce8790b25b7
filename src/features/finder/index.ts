/**
 * What the finder feature offers the others, which import it from here only (docs/architecture.md,
 * Walls between features): its routes load its words, then draw its screens.
 */
export { loadFinderMessages } from './messages.ts'
