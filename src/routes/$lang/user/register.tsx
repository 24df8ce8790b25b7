import { createFileRoute } from '@tanstack/react-router'
import { RegisterScreen } from '../../../features/auth/components/RegisterScreen.tsx'
import { returnToSearchSchema } from '../../../features/auth/return-to.ts'

export const Route = createFileRoute('/$lang/user/register')({
  validateSearch: returnToSearchSchema,
  component: RegisterPage,
})

function RegisterPage() {
  const { language } = Route.useRouteContext()
  const { redirect } = Route.useSearch()
  return <RegisterScreen language={language} redirect={redirect} />
}
