/**
 * What the home feature offers the others, which import it from here only (docs/architecture.md,
 * Walls between features).
 */
export { getHomeIndex, HOME_INDEX_STALE_MS, homeIndexQueryOptions, homeKeys } from './api.ts'
