import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { postOrigins, postStatuses } from '../../../contract/catalogue.ts'
import type { Language } from '../../../contract/languages.ts'
import { posttypes } from '../../../contract/posttypes.ts'
import { useDocumentTitle } from '../../../shared/i18n/use-document-title.ts'
import { errorMessage } from '../error-message.ts'
import { usePostWords } from '../post-words.ts'
import { type PostFilters, postsQuery } from '../posts-api.ts'
import { formatWhen } from '../when.ts'
import { AdminAlert } from './AdminAlert.tsx'
import { PagedList } from './PagedList.tsx'
import { SearchBar } from './SearchBar.tsx'
import { SelectField } from './SelectField.tsx'

const noFilters: PostFilters = { q: '', type: '', status: '', origin: '' }

/** Every post, published or not: searched, filtered by type, status and origin, a page at a time. */
export function PostsScreen({ language }: { language: Language }) {
  const { t } = useLingui()
  useDocumentTitle(t`Posts`)
  const words = usePostWords()
  const [typed, setTyped] = useState(noFilters)
  const [filters, setFilters] = useState(noFilters)
  const [page, setPage] = useState(1)
  const list = useQuery({ ...postsQuery(language, filters, page), placeholderData: keepPreviousData })
  const posts = list.data?.data ?? []
  const choose = (name: keyof PostFilters, value: string) => {
    const next = { ...typed, [name]: value }
    setTyped(next)
    // A choice applies at once; the search text when the form is sent.
    if (name !== 'q') {
      setFilters({ ...next, q: filters.q })
      setPage(1)
    }
  }
  const select = (name: 'type' | 'status' | 'origin', label: string, choices: readonly string[]) => (
    <SelectField
      label={label}
      value={typed[name]}
      choices={[
        { value: '', label: t`Any` },
        ...choices.map((one) => ({ value: one, label: words.of(one) })),
      ]}
      onChange={(value) => choose(name, value)}
    />
  )
  return (
    <section className="admin-screen" aria-labelledby="admin-posts-title">
      <h1 id="admin-posts-title" className="admin-screen__title">
        <Trans>Posts</Trans>
      </h1>
      <p>
        <Link to="/$lang/admin/$" params={{ lang: language, _splat: 'upload' }} className="button">
          <Trans>New post</Trans>
        </Link>
      </p>
      <form
        className="admin-filters"
        onSubmit={(event) => {
          event.preventDefault()
          setFilters({ ...typed, q: typed.q.trim() })
          setPage(1)
        }}
      >
        <SearchBar label={t`Title`} value={typed.q} onChange={(q) => choose('q', q)} />
        {select('type', t`Type`, posttypes)}
        {select('status', t`Status`, postStatuses)}
        {select('origin', t`Origin`, postOrigins)}
      </form>
      <AdminAlert
        message={list.isError ? errorMessage(list.error, t`The posts could not be loaded.`) : null}
      />
      <PagedList list={list} page={page} onPage={setPage} empty={<Trans>No post matches.</Trans>}>
        {posts.map((post) => {
          const title = post.title[language] || post.title.vi || post.title.en || post.slug
          const chapters = post.chapter_count
          const when = formatWhen(language, post.updated_at)
          return (
            <li key={post.id} className="admin-card">
              <p className="admin-card__name">
                <Link to="/$lang/admin/$" params={{ lang: language, _splat: `posts/${post.id}` }}>
                  {title}
                </Link>
              </p>
              <p className="admin-card__email">
                {words.of(post.posttype)} · {words.of(post.status)} · {words.of(post.origin)} ·{' '}
                <Trans>{chapters} chapters</Trans> · <Trans>changed {when}</Trans>
              </p>
            </li>
          )
        })}
      </PagedList>
    </section>
  )
}
