import { useAtomValue } from 'jotai'
import { lazy, Suspense } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { isSignedInAtom, userAtom } from '../../../shared/auth-atoms.ts'
import { useOnline } from '../../../shared/hooks/use-online.ts'
import { Loading } from '../../../shared/ui/Loading.tsx'
import { NotFoundScreen } from '../../../shared/ui/NotFoundScreen.tsx'
import { adminScreenOf } from '../screens.ts'
import { AdminForbidden, AdminOffline, AdminSignIn } from './AdminGateScreens.tsx'

const AdminFrame = lazy(() => import('./AdminFrame.tsx').then((m) => ({ default: m.AdminFrame })))

/**
 * Every admin screen's gate: a visitor is asked to sign in, a member sees the 403 screen (the server
 * refuses them too; this says so at once), and offline the area says it needs the network. Until
 * the session's role is known, nothing of the area is drawn; only an admin loads its screens.
 */
export function AdminArea({ language, screen }: { language: Language; screen: string }) {
  const signedIn = useAtomValue(isSignedInAtom)
  const user = useAtomValue(userAtom)
  const online = useOnline()
  if (!signedIn) return <AdminSignIn language={language} />
  if (!online) return <AdminOffline />
  if (!user) return <Loading />
  if (user.role !== 'admin') return <AdminForbidden language={language} />
  const found = adminScreenOf(screen)
  if (found === undefined) return <NotFoundScreen />
  return (
    <Suspense fallback={<Loading />}>
      <AdminFrame language={language} screen={found.name} id={found.id} />
    </Suspense>
  )
}
