export { Avatar } from './components/Avatar.tsx'
export { useAccountMessages } from './messages.ts'
