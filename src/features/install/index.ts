export { InstallMenuEntry } from './components/InstallMenuEntry.tsx'
export { InstallPanel } from './components/InstallPanel.tsx'
export { UpdatePrompt } from './components/UpdatePrompt.tsx'
