import { createFileRoute } from '@tanstack/react-router'
import { loadAccountMessages } from '../../../features/account/messages.ts'
import { OidcCallbackScreen } from '../../../features/auth/oidc/OidcCallbackScreen.tsx'

/**
 * Where the identity provider sends the browser back (the redirect URI, docs/sign-in.md). Its
 * answer is read by the screen, never drawn by the server: only the device finishes a sign-in.
 */
export const Route = createFileRoute('/$lang/user/oidc-callback')({
  staticData: { drawnOnDevice: true },
  loader: ({ context }) => loadAccountMessages(context.language),
  component: OidcCallbackPage,
})

function OidcCallbackPage() {
  const { language } = Route.useRouteContext()
  // A screen per language: moved to the language the sign-in started in, it starts anew there.
  return <OidcCallbackScreen key={language} language={language} />
}
