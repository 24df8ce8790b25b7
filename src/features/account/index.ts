/**
 * What the account feature offers the others, which import it from here only (docs/architecture.md,
 * Walls between features).
 */
export { Avatar } from './components/Avatar.tsx'
export { SignInNotice } from './components/SignInNotice.tsx'
export { loadAccountMessages, useAccountMessages } from './messages.ts'
