export { KeepLibraryChoice } from './sync/KeepLibraryChoice.tsx'

/** The 'Continue' row of the home, loaded after its first screen. */
export const loadContinueRow = () =>
  import('./components/ContinueRow.tsx').then((module) => module.ContinueRow)

/** The member's library sync: loaded only where a member is signed in. */
export const loadLibrarySync = () => import('./sync/start.ts')
