import { type ReactNode, Suspense } from 'react'
import { useHydrated } from '../../../shared/react/use-hydrated.ts'
import { Loading } from '../../../shared/ui/Loading.tsx'

/**
 * A member's own page. What it shows depends on this device's session, which the server cannot
 * know: it is drawn once the app has taken the page over, its words (a catalogue of their own)
 * loaded then.
 */
export function MemberPage({ children }: { children: ReactNode }) {
  const hydrated = useHydrated()
  if (!hydrated) return <Loading />
  return <Suspense fallback={<Loading />}>{children}</Suspense>
}
