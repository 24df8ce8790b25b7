/**
 * What the kiosk feature offers the others, which import it from here only (docs/architecture.md,
 * Walls between features).
 */
export { KioskMode } from './components/KioskMode.tsx'
export { KioskSettings } from './components/KioskSettings.tsx'
