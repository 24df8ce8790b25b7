import { createFileRoute } from '@tanstack/react-router'
import { loadAccountMessages } from '../../../features/account/messages.ts'
import { ResetPasswordScreen } from '../../../features/auth/password/ResetPasswordScreen.tsx'

// The token is read by the screen (its code loads with it), not by a search schema every page carries.
export const Route = createFileRoute('/$lang/user/reset-password')({
  loader: ({ context }) => loadAccountMessages(context.language),
  component: ResetPasswordPage,
})

function ResetPasswordPage() {
  const { language } = Route.useRouteContext()
  return <ResetPasswordScreen language={language} />
}
