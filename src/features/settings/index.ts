/**
 * What the settings feature offers the others, which import it from here only (docs/architecture.md,
 * Walls between features).
 */
export { SettingsMenuEntries } from './components/SettingsMenuEntries.tsx'
