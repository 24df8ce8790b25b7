import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordScreen } from '../../../features/auth/password/ForgotPasswordScreen.tsx'
import { loadAccountMessages } from '../../../features/auth/password/messages.ts'

export const Route = createFileRoute('/$lang/user/forgot-password')({
  loader: ({ context }) => loadAccountMessages(context.language),
  component: ForgotPasswordPage,
})

function ForgotPasswordPage() {
  const { language } = Route.useRouteContext()
  return <ForgotPasswordScreen language={language} />
}
