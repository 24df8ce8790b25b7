/**
 * What the account feature offers the others, which import it from here only (docs/architecture.md,
 * Walls between features).
 */
export { Avatar } from './components/Avatar.tsx'
export { useAccountMessages } from './messages.ts'
