export { KioskMode } from './components/KioskMode.tsx'
export { KioskSettings } from './components/KioskSettings.tsx'
