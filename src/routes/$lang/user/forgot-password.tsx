import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordScreen } from '../../../features/auth/components/ForgotPasswordScreen.tsx'

export const Route = createFileRoute('/$lang/user/forgot-password')({
  component: ForgotPasswordPage,
})

function ForgotPasswordPage() {
  const { language } = Route.useRouteContext()
  return <ForgotPasswordScreen language={language} />
}
