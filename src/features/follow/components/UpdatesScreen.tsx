import { Trans, useLingui } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { chapterName } from '../../../contract/chapter-name.ts'
import type { Language } from '../../../contract/languages.ts'
import { chapterHref } from '../../../contract/page-paths.ts'
import type { Update } from '../../../contract/schemas/updates.ts'
import { isIndexRead, useReadRuns } from '../../../entities/reading/read-marks.ts'
import { tokenAtom } from '../../../shared/auth-atoms.ts'
import { formatMediumDate } from '../../../shared/i18n/date-format.ts'
import { useDocumentTitle } from '../../../shared/i18n/use-document-title.ts'
import { useHydrated } from '../../../shared/react/use-hydrated.ts'
import { AppLink } from '../../../shared/ui/AppLink.tsx'
import { CoverImage } from '../../../shared/ui/CoverImage.tsx'
import { Loading } from '../../../shared/ui/Loading.tsx'
import { SignInNotice } from '../../account/index.ts'
import { sessionTag } from '../../library/index.ts'
import { updatesQueryOptions } from '../api.ts'
import { useFollowWords } from '../messages.ts'
import { useFreshUpdates } from '../use-fresh-updates.ts'

/**
 * Updates ('Mới cập nhật', issue 49): the new chapters and episodes of what the member follows,
 * newest first, grouped by day, each marked read once read on any device. Who is signed in is the
 * device's to know: the server draws the page as loading.
 */
export function UpdatesScreen({ language }: { language: Language }) {
  useFollowWords()
  const { t } = useLingui()
  const title = t`Updates`
  useDocumentTitle(title)
  const hydrated = useHydrated()
  const token = useAtomValue(tokenAtom)
  if (!hydrated) return <Loading />
  if (!token) return <SignInNotice language={language} title={title} back={`/${language}/updates`} />
  return <UpdatesList language={language} session={sessionTag(token)} title={title} />
}

function UpdatesList({ language, session, title }: { language: Language; session: string; title: string }) {
  // Opened, they are asked for at once (what the app kept shows meanwhile, and offline).
  const updates = useInfiniteQuery({ ...updatesQueryOptions(language, session), refetchOnMount: 'always' })
  useFreshUpdates(session)
  const all = updates.data?.pages.flatMap((page) => page.updates) ?? []
  const unread = updates.data?.pages[0]?.unread ?? 0
  return (
    <section className="updates">
      <h1>{title}</h1>
      {updates.data ? (
        <p className="updates__count">
          {unread === 0 ? <Trans>Nothing unread.</Trans> : <Trans>{unread} unread</Trans>}
        </p>
      ) : null}
      {updates.isPending ? (
        <Loading />
      ) : updates.isError && all.length === 0 ? (
        <p role="alert">
          <Trans>Could not load your updates.</Trans>{' '}
          <button type="button" className="link-button" onClick={() => updates.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : all.length === 0 ? (
        <p>
          <Trans>
            Nothing new yet. Follow a story or a film, and its new chapters and episodes show here.
          </Trans>
        </p>
      ) : (
        byDay(all, language).map(([day, items]) => (
          <section key={day} className="updates__day" aria-label={day}>
            <h2 className="updates__date">{day}</h2>
            <ul className="updates__list">
              {items.map((update) => (
                <UpdateItem key={`${update.post.id}:${update.index}`} update={update} language={language} />
              ))}
            </ul>
          </section>
        ))
      )}
      {updates.hasNextPage ? (
        <button
          type="button"
          className="button button--ghost"
          disabled={updates.isFetchingNextPage}
          onClick={() => updates.fetchNextPage()}
        >
          <Trans>Show more</Trans>
        </button>
      ) : null}
    </section>
  )
}

/** The updates in days, as the device's calendar has them: today, yesterday, then dates. */
function byDay(updates: Update[], language: Language): [string, Update[]][] {
  const days = new Map<string, Update[]>()
  for (const update of updates) {
    const day = formatMediumDate(language, new Date(update.at))
    days.set(day, [...(days.get(day) ?? []), update])
  }
  return [...days.entries()]
}

function UpdateItem({ update, language }: { update: Update; language: Language }) {
  const { t } = useLingui()
  // Read on any device (the server knows), or on this one a moment ago (its read marks).
  const runs = useReadRuns(update.post.id)
  const read = update.read || isIndexRead(runs, update.index)
  const name = chapterName(update.title)
  const film = update.post.posttype === 'movie'
  const number = film ? t`Episode ${update.index}` : t`Chapter ${update.index}`
  // A title that starts with its own number ('Chương 12: Đêm') is shown as it is.
  const numbered = name !== undefined && new RegExp(`^\\D{0,12}${update.index}(?!\\d)`).test(name)
  return (
    <li className="updates__item" data-read={read}>
      <AppLink className="updates__link" href={chapterHref(language, update.post, update.index)}>
        <span className="updates__cover">
          <CoverImage image={update.post.feature} size="small" shown="56px" />
        </span>
        <span className="updates__text">
          <span className="updates__post">{update.post.title}</span>
          <span className="updates__chapter">{numbered ? name : name ? `${number}: ${name}` : number}</span>
        </span>
        <span className="updates__mark">{read ? t`Read` : t`New`}</span>
      </AppLink>
    </li>
  )
}
