import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { isHomePath } from '../contract/first-screen.ts'
import { defaultLanguage, isLanguage } from '../contract/languages.ts'
import { AppLayout } from '../features/layout/components/AppLayout.tsx'
import { siteMenuQueryOptions } from '../features/layout/site-menu.ts'
import { activateLanguage } from '../shared/i18n/activate.ts'
import { NotFoundScreen } from '../shared/ui/NotFoundScreen.tsx'

/** Every page lives under a language: an unsupported code goes to the default language's home. */
export const Route = createFileRoute('/$lang')({
  beforeLoad: async ({ params, location }) => {
    if (!isLanguage(params.lang)) {
      throw redirect({ to: '/$lang', params: { lang: defaultLanguage }, replace: true })
    }
    // The home needs only the messages of the app's script; every other page, all of them.
    await activateLanguage(params.lang, isHomePath(location.pathname) ? 'first-screen' : 'all')
    return { language: params.lang }
  },
  loader: async ({ context }) => {
    // The menu comes with the home index. A failure here must not take down every page below (a
    // reader, the 404 page): the menu shows its own retry and the home page its error screen.
    await context.queryClient
      .ensureQueryData({ ...siteMenuQueryOptions(context.language), revalidateIfStale: true })
      .catch(() => {})
  },
  component: LanguageLayout,
  notFoundComponent: NotFoundScreen,
})

function LanguageLayout() {
  const { language } = Route.useRouteContext()
  return (
    <AppLayout language={language}>
      <Outlet />
    </AppLayout>
  )
}
