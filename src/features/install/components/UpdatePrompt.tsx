import { useAtomValue } from 'jotai'
import { lazy, Suspense } from 'react'
import { withAllMessages } from '../../../shared/i18n/activate.ts'
import { isUpdateReadyAtom } from '../../../shared/ui-atoms.ts'

// Most visits never see it: its words and buttons load when a new version is ready.
const UpdateBox = lazy(
  withAllMessages(() => import('./UpdateBox.tsx').then((module) => ({ default: module.UpdateBox }))),
)

/**
 * A new version is ready: a banner, never a dialog, so whoever is reading or watching can go on.
 * 'Update' reloads onto the new version; 'Later' hides it until the app is opened again. The status
 * region is there from the start, so screen readers announce the banner when it fills in.
 */
export function UpdatePrompt() {
  const ready = useAtomValue(isUpdateReadyAtom)
  return (
    <div className="update-prompt" role="status">
      {ready ? (
        <Suspense fallback={null}>
          <UpdateBox />
        </Suspense>
      ) : null}
    </div>
  )
}
