import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { Language } from '../../../contract/languages.ts'
import { Loading } from '../../../shared/ui/Loading.tsx'
import { overviewQuery } from '../api.ts'
import { errorMessage } from '../error-message.ts'
import { usePostWords } from '../post-words.ts'
import { formatWhen } from '../when.ts'
import { AdminAlert } from './AdminAlert.tsx'
import { ReportCounts } from './ReportCounts.tsx'

/**
 * The site in figures, at the top of the admin area's home (the screens' cards below link on): posts of each type (a table, published
 * and not), members, the week's views, and the library's state with its last full scan.
 */
export function OverviewFigures({ language }: { language: Language }) {
  const { t } = useLingui()
  const words = usePostWords()
  const figures = useQuery(overviewQuery(language))
  const number = new Intl.NumberFormat(language)
  if (figures.isPending) return <Loading />
  if (figures.isError) {
    return <AdminAlert message={errorMessage(figures.error, t`The figures could not be loaded.`)} />
  }
  const { posts, members, views_week: views, library } = figures.data
  const scan = library.last_scan
  return (
    <div className="admin-figures">
      <section className="admin-figures__card" aria-labelledby="admin-figures-posts">
        <h2 id="admin-figures-posts">
          <Trans>Posts</Trans>
        </h2>
        <table className="admin-figures__table">
          <caption className="visually-hidden">
            <Trans>Posts by type, published or not</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Type</Trans>
              </th>
              <th scope="col">
                <Trans>Published</Trans>
              </th>
              <th scope="col">
                <Trans>Unpublished</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {posts.map((row) => (
              <tr key={row.posttype}>
                <th scope="row">{words.of(row.posttype)}</th>
                <td>{number.format(row.published)}</td>
                <td>{number.format(row.unpublished)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="admin-figures__card" aria-labelledby="admin-figures-people">
        <h2 id="admin-figures-people">
          <Trans>Members and views</Trans>
        </h2>
        <dl className="admin-figures__facts">
          <dt>
            <Trans>Members</Trans>
          </dt>
          <dd>{number.format(members.total)}</dd>
          <dt>
            <Trans>Admins</Trans>
          </dt>
          <dd>{number.format(members.admins)}</dd>
          <dt>
            <Trans>Joined in the last seven days</Trans>
          </dt>
          <dd>{number.format(members.new_this_week)}</dd>
          <dt>
            <Trans>Views in the last seven days</Trans>
          </dt>
          <dd>{number.format(views)}</dd>
        </dl>
      </section>
      <section className="admin-figures__card" aria-labelledby="admin-figures-library">
        <h2 id="admin-figures-library">
          <Trans>Library</Trans>
        </h2>
        {library.configured ? null : (
          <p>
            <Trans>No library folder is set on this server.</Trans>
          </p>
        )}
        <dl className="admin-figures__facts">
          <dt>
            <Trans>Posts from the library</Trans>
          </dt>
          <dd>{number.format(library.posts)}</dd>
          <dt>
            <Trans>Their chapters</Trans>
          </dt>
          <dd>{number.format(library.chapters)}</dd>
          <dt>
            <Trans>Last full scan</Trans>
          </dt>
          <dd>
            {scan ? (
              <>
                <time dateTime={scan.finished_at}>{formatWhen(language, scan.finished_at)}</time>
                {scan.state === 'done' ? null : (
                  <>
                    {' '}
                    <Trans>(failed)</Trans>
                  </>
                )}
              </>
            ) : (
              <Trans>none yet</Trans>
            )}
          </dd>
          {scan ? (
            <>
              <ReportCounts name={t`Posts it found`} counts={scan.posts} />
              <ReportCounts name={t`Chapters it found`} counts={scan.chapters} />
              <dt>
                <Trans>Files it passed over</Trans>
              </dt>
              <dd>{number.format(scan.skipped_total)}</dd>
            </>
          ) : null}
          <dt>
            <Trans>Deleted posts kept out of scans</Trans>
          </dt>
          <dd>{number.format(library.removed)}</dd>
        </dl>
      </section>
    </div>
  )
}
