export { SettingsMenuEntries } from './components/SettingsMenuEntries.tsx'
