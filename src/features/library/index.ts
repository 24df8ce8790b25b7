/**
 * What the library feature offers the others, which import it from here only (docs/architecture.md,
 * Walls between features).
 */
export { KeepLibraryChoice } from './sync/KeepLibraryChoice.tsx'

/** The member's library sync: loaded only where a member is signed in. */
export const loadLibrarySync = () => import('./sync/start.ts')

/** A short tag of a session token: what the member's own cached answers are kept under. */
export { sessionTag } from './sync/sync-record.ts'
