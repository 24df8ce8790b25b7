import { createFileRoute } from '@tanstack/react-router'
import { RegisterScreen } from '../../../features/auth/components/RegisterScreen.tsx'

export const Route = createFileRoute('/$lang/user/register')({
  component: RegisterPage,
})

function RegisterPage() {
  const { language } = Route.useRouteContext()
  return <RegisterScreen language={language} />
}
