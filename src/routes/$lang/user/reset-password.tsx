import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { loadAccountMessages } from '../../../features/auth/password/messages.ts'
import { ResetPasswordScreen } from '../../../features/auth/password/ResetPasswordScreen.tsx'

/** `?token=…` from the mailed link; anything else reads as no link at all. */
const searchSchema = v.object({
  token: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/))), undefined),
})

export const Route = createFileRoute('/$lang/user/reset-password')({
  validateSearch: searchSchema,
  loader: ({ context }) => loadAccountMessages(context.language),
  component: ResetPasswordPage,
})

function ResetPasswordPage() {
  const { language } = Route.useRouteContext()
  const { token } = Route.useSearch()
  return <ResetPasswordScreen language={language} token={token} />
}
