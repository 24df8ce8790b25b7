import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { Language } from '../../../contract/languages.ts'
import { followedOf, shelvedOf } from '../../../entities/library/follows.ts'
import { inLanguage, type LibraryPost } from '../../../entities/library/library-store.ts'
import { useLibrary } from '../../../entities/library/use-library.ts'
import { useDocumentTitle } from '../../../shared/i18n/use-document-title.ts'
import { AppLink } from '../../../shared/ui/AppLink.tsx'
import { PostCard } from '../../../shared/ui/PostCard.tsx'
import { type Tab, TabStrip } from '../../../shared/ui/TabStrip.tsx'
import {
  type FollowingSort,
  type FollowingTab,
  followingSort,
  followingTab,
  followingTabs,
} from '../following-search.ts'
import { useFollowWords } from '../messages.ts'
import { shelfWords } from '../shelf-words.ts'

interface FollowingScreenProps {
  language: Language
  /** The saved page's `list` and `sort`, as the address has them. */
  list: string | undefined
  sort: string | undefined
}

/** Last updated first (a post never counted yet goes by when it was added), or last added first. */
const orders: Record<FollowingSort, (a: LibraryPost, b: LibraryPost) => number> = {
  updated: (a, b) => (b.updated ?? b.at) - (a.updated ?? a.at),
  added: (a, b) => b.at - a.at,
}

/**
 * The library's lists (issue 49): what the member follows and each reading list, as tabs, each card
 * with how many chapters are unread; the device's library, so it reads offline.
 */
export function FollowingScreen({ language, ...asked }: FollowingScreenProps) {
  const list = followingTab(asked.list)
  const sort = followingSort(asked.sort)
  useFollowWords()
  const { i18n, t } = useLingui()
  const title = t`Following and reading lists`
  useDocumentTitle(title)
  const library = useLibrary()
  const words = shelfWords('any')
  const postsOf = (tab: FollowingTab) =>
    tab === 'followed' ? followedOf(library) : shelvedOf(library).filter((p) => p.shelf === tab)
  const labelOf = (tab: FollowingTab) => (tab === 'followed' ? t`Followed` : i18n._(words[tab]))
  const href = (tab: FollowingTab, order: FollowingSort) => `/${language}/saved?list=${tab}&sort=${order}`
  const tabs: Tab[] = [
    // The saved posts' own tab: the page these lists are the other tabs of.
    {
      key: 'saved',
      label: `${t`Saved`} (${library.savedPosts.length})`,
      selected: false,
      href: `/${language}/saved`,
    },
    ...followingTabs.map((tab) => ({
      key: tab,
      label: `${labelOf(tab)} (${postsOf(tab).length})`,
      selected: tab === list,
      href: href(tab, sort),
    })),
  ]
  const posts = [...postsOf(list)].sort(orders[sort]).map((post) => inLanguage(post, language))

  return (
    <section className="library following">
      <h1 className="library__title">{title}</h1>
      <p className="following__links">
        <AppLink href={`/${language}/updates`}>
          <Trans>Updates</Trans>
        </AppLink>
      </p>
      <TabStrip tabs={tabs} label={t`Lists`} />
      <p className="following__sort">
        <span>
          <Trans>Order:</Trans>
        </span>{' '}
        <AppLink href={href(list, 'updated')} aria-current={sort === 'updated' ? 'true' : undefined}>
          <Trans>Last updated</Trans>
        </AppLink>{' '}
        ·{' '}
        <AppLink href={href(list, 'added')} aria-current={sort === 'added' ? 'true' : undefined}>
          <Trans>Last added</Trans>
        </AppLink>
      </p>
      {posts.length === 0 ? (
        <p className="library__empty">
          {list === 'followed' ? (
            <Trans>
              You follow nothing yet. Follow a story or a film from its page to see its new chapters here.
            </Trans>
          ) : (
            <Trans>Nothing on this list yet. Choose a list from a story's or a film's page.</Trans>
          )}
        </p>
      ) : (
        <ul className="post-grid library__grid" aria-label={labelOf(list)}>
          {posts.map((post, i) => (
            <li key={post.id}>
              <PostCard post={post} language={language} eager={i < 4} note={<UnreadNote post={post} />} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** How many chapters (episodes) come after the furthest read, as the server last counted. */
function UnreadNote({ post }: { post: LibraryPost }) {
  if (post.unread === undefined) return null
  if (post.unread === 0) return <Trans>All caught up</Trans>
  return post.posttype === 'movie' ? (
    <Plural value={post.unread} one="# unwatched episode" other="# unwatched episodes" />
  ) : (
    <Plural value={post.unread} one="# unread chapter" other="# unread chapters" />
  )
}
