/**
 * What the actions feature offers the others, which import it from here only (docs/architecture.md,
 * Walls between features).
 */
export { PostActions } from './components/PostActions.tsx'

/** The actions where they come later than the screen (the end of a chapter). */
export const loadPostActions = () => import('./components/PostActions.tsx')
