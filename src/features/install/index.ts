/**
 * What the install feature offers the others, which import it from here only (docs/architecture.md,
 * Walls between features).
 */
export { InstallMenuEntry } from './components/InstallMenuEntry.tsx'
export { InstallPanel } from './components/InstallPanel.tsx'
export { UpdatePrompt } from './components/UpdatePrompt.tsx'
