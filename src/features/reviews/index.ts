/**
 * What the reviews feature offers the others, which import it from here only (docs/architecture.md,
 * Walls between features).
 */
export { reviewsKey } from './api.ts'

/** A post's reviews load apart from the page (their words are a catalogue of their own). */
export const loadReviews = () => import('./components/Reviews.tsx').then((module) => module.Reviews)
