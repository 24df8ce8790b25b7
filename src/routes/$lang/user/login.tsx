import { createFileRoute } from '@tanstack/react-router'
import { LoginScreen } from '../../../features/auth/components/LoginScreen.tsx'
import { returnToSearchSchema } from '../../../features/auth/return-to.ts'

export const Route = createFileRoute('/$lang/user/login')({
  validateSearch: returnToSearchSchema,
  component: LoginPage,
})

function LoginPage() {
  const { language } = Route.useRouteContext()
  const { redirect } = Route.useSearch()
  return <LoginScreen language={language} redirect={redirect} />
}
