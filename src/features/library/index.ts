export { KeepLibraryChoice } from './sync/KeepLibraryChoice.tsx'

/** The member's library sync: loaded only where a member is signed in. */
export const loadLibrarySync = () => import('./sync/start.ts')
