import { createFileRoute } from '@tanstack/react-router'
import { loadAccountMessages } from '../../../features/account/messages.ts'
import { RegisterScreen } from '../../../features/auth/components/RegisterScreen.tsx'
import { oidcInfoQuery } from '../../../features/auth/oidc/api.ts'
import { returnToSearchSchema } from '../../../features/auth/return-to.ts'

export const Route = createFileRoute('/$lang/user/register')({
  validateSearch: returnToSearchSchema,
  // Whether the identity provider's button is shown, known before the screen draws (no shift);
  // without an answer (offline) the screen draws without it. The words of the provider's button,
  // the passkey's and the second factor's are the account's, loaded with the screen.
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(oidcInfoQuery(context.language)).catch(() => undefined),
      loadAccountMessages(context.language),
    ]),
  component: RegisterPage,
})

function RegisterPage() {
  const { language } = Route.useRouteContext()
  const { redirect } = Route.useSearch()
  return <RegisterScreen language={language} redirect={redirect} />
}
