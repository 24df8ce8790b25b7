import { createFileRoute } from '@tanstack/react-router'
import { LoginScreen } from '../../../features/auth/components/LoginScreen.tsx'

export const Route = createFileRoute('/$lang/user/login')({
  component: LoginPage,
})

function LoginPage() {
  const { language } = Route.useRouteContext()
  return <LoginScreen language={language} />
}
