import { Suspense } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { Loading } from '../../../shared/ui/Loading.tsx'
import { type AdminScreenName, adminScreens } from '../screens.ts'
import { AdminNav } from './AdminNav.tsx'
// Here and not in the route's own part: a stylesheet there would be named in the app's script.
import '../../../styles/admin.css'

/** An admin's view of the area: its navigation beside (or above) the screen asked for. */
export function AdminFrame(props: { language: Language; screen: AdminScreenName; id?: number | undefined }) {
  const { language, screen, id } = props
  const Screen = adminScreens[screen]
  return (
    <div className="admin">
      <AdminNav language={language} />
      <div className="admin__screen">
        <Suspense fallback={<Loading />}>
          <Screen language={language} {...(id === undefined ? {} : { id })} />
        </Suspense>
      </div>
    </div>
  )
}
