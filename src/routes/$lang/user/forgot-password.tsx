import { createFileRoute } from '@tanstack/react-router'
import { loadAccountMessages } from '../../../features/account/messages.ts'
import { ForgotPasswordScreen } from '../../../features/auth/password/ForgotPasswordScreen.tsx'

export const Route = createFileRoute('/$lang/user/forgot-password')({
  loader: ({ context }) => loadAccountMessages(context.language),
  component: ForgotPasswordPage,
})

function ForgotPasswordPage() {
  const { language } = Route.useRouteContext()
  return <ForgotPasswordScreen language={language} />
}
