import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { Language } from '../../../contract/languages.ts'
import { readerAppsQuery, setReaderApps } from '../library-api.ts'
import type { useAdminWrite } from '../use-admin-write.ts'

/**
 * The reader apps' doors (OPDS catalogues, KOReader's sync): open unless closed here. Closing them
 * refuses every app at once, whatever its key; members keep their keys for when they open again.
 */
export function ReaderAppsSwitch({
  language,
  write,
}: {
  language: Language
  write: ReturnType<typeof useAdminWrite>
}) {
  const { t } = useLingui()
  const doors = useQuery(readerAppsQuery(language))
  const open = doors.data?.open
  if (open === undefined) return null
  const change = () =>
    write.run({
      // The admin write reads every admin answer again after it, this one included.
      send: () => setReaderApps(language, !open),
      done: open ? t`Reader apps are now turned off.` : t`Reader apps are now turned on.`,
    })
  return (
    <div className="admin-card">
      <h2 className="admin-card__name">
        <Trans>Reader apps</Trans>
      </h2>
      <p>
        {open ? (
          <Trans>
            Members can read in their e-reader and tablet apps (OPDS catalogues, KOReader's progress sync)
            with the app keys they make on their account page.
          </Trans>
        ) : (
          <Trans>Reader apps are turned off: every app is refused, and members keep their keys.</Trans>
        )}
      </p>
      <div className="admin-card__actions">
        <button type="button" className="button" disabled={write.busy} onClick={change}>
          {open ? <Trans>Turn reader apps off</Trans> : <Trans>Turn reader apps on</Trans>}
        </button>
      </div>
    </div>
  )
}
