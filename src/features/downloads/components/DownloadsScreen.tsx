import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { useOnline } from '../../../shared/hooks/use-online.ts'
import { useDocumentTitle } from '../../../shared/i18n/use-document-title.ts'
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.tsx'
import { deleteAllDownloads, deleteReadChapters, readChapters } from '../download-actions.ts'
import { useFilmDownloads } from '../films/film-store.ts'
import { useManagerState } from '../manager-state.ts'
import { groupByPost } from '../post-groups.ts'
import { useDownloads } from '../use-downloads.ts'
import { DownloadAlerts } from './DownloadAlerts.tsx'
import { DownloadsEmpty } from './DownloadsEmpty.tsx'
import { FilmDownloadList } from './FilmDownloadList.tsx'
import { PostDownloadCard } from './PostDownloadCard.tsx'
import { StorageSummary } from './StorageSummary.tsx'

/** The downloads screen: every story kept for offline reading, the storage it takes, and the ways to free it. */
export function DownloadsScreen({ language }: { language: Language }) {
  const { t } = useLingui()
  useDocumentTitle(t`Downloads`)
  const records = useDownloads()
  const films = useFilmDownloads()
  const manager = useManagerState()
  const online = useOnline()
  const groups = useMemo(() => groupByPost(records), [records])
  const read = useMemo(() => readChapters(records), [records])
  const [confirming, setConfirming] = useState(false)
  const readCount = read.length
  const finished = [...records, ...films].filter((record) => record.status === 'done').length

  return (
    <section className="downloads">
      <h1 className="downloads__title">
        <Trans>Downloads</Trans>
      </h1>
      <StorageSummary version={`${records.length + films.length}/${finished}`} />
      <DownloadAlerts manager={manager} active={groups.some((group) => group.active)} online={online} />
      {groups.length === 0 && films.length === 0 ? (
        <DownloadsEmpty language={language} />
      ) : (
        <>
          <div className="downloads__toolbar">
            {/* Read chapters are a story's: a page of films alone has none to offer. */}
            {groups.length > 0 ? (
              <button
                type="button"
                className="button button--ghost"
                disabled={readCount === 0}
                onClick={() => void deleteReadChapters()}
              >
                <Trans>Delete read chapters ({readCount})</Trans>
              </button>
            ) : null}
            <button type="button" className="button button--ghost" onClick={() => setConfirming(true)}>
              <Trans context="downloads">Delete all</Trans>
            </button>
          </div>
          {groups.length > 0 ? (
            <ul className="downloads__posts">
              {groups.map((group) => (
                <li key={group.key}>
                  <PostDownloadCard group={group} />
                </li>
              ))}
            </ul>
          ) : null}
          <FilmDownloadList films={films} />
        </>
      )}
      {confirming ? (
        <ConfirmDialog
          message={
            films.length === 0
              ? t`Delete every downloaded chapter?`
              : groups.length === 0
                ? t`Delete every downloaded episode?`
                : t`Delete every downloaded chapter and episode?`
          }
          confirmLabel={t({ message: 'Delete all', context: 'downloads' })}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false)
            void deleteAllDownloads()
          }}
        />
      ) : null}
    </section>
  )
}
