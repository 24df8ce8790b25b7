/**
 * Stands in for `use-sync-external-store/shim` (see vite.config.ts): the shim backports the hook to
 * React 17, and React 19 has it built in.
 */
export { useSyncExternalStore } from './react.ts'
