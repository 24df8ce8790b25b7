import { Trans, useLingui } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Link, useNavigate, useRouterState } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { COMMENTS_FEW } from '../../../contract/comments.ts'
import type { Language } from '../../../contract/languages.ts'
import type { PostCard } from '../../../contract/schemas/cards.ts'
import { isSignedInAtom, userAtom } from '../../../shared/auth-atoms.ts'
import { useOnline } from '../../../shared/hooks/use-online.ts'
import { useHydrated } from '../../../shared/react/use-hydrated.ts'
import { commentsQueryOptions } from '../api.ts'
import { useCommentsMessages } from '../messages.ts'
import { allCommentsHash, type CommentTarget } from '../target.ts'
import { CommentItem } from './CommentItem.tsx'
import { Writing } from './Writing.tsx'
import '../comments.css'

/** Every comment of the chapter, over its page: loaded when it is asked for. */
const CommentsDialog = lazy(() => import('./CommentsDialog.tsx').then((m) => ({ default: m.CommentsDialog })))

export interface CommentsSectionProps {
  language: Language
  /** The story or film; a game has no comments. */
  post: Pick<PostCard, 'id' | 'posttype'>
  /** The chapter's or episode's number. */
  index: number
}

/**
 * A chapter's (or an episode's) comments where it ends: the newest few, a member's form to write
 * one, a link to all of them. Nothing is asked of the server before the section comes into view, and
 * nothing is drawn before the app has taken the page over (the server draws no comments). The link
 * to all is the page's own address with `#comments-{n}`: it opens them over the page, and so does a
 * reload or a shared link.
 */
export function CommentsSection({ language, post, index }: CommentsSectionProps) {
  const hydrated = useHydrated()
  if (!hydrated || post.posttype === 'game') return <div className="comments comments--waiting" />
  return <Comments language={language} target={{ posttype: post.posttype, id: post.id, index }} />
}

function Comments({ language, target }: { language: Language; target: CommentTarget }) {
  useCommentsMessages()
  const { t } = useLingui()
  const place = useRef<HTMLElement>(null)
  const seen = useSeen(place)
  const hash = useRouterState({ select: (state) => state.location.hash })
  const navigate = useNavigate()
  const open = hash === allCommentsHash(target)
  const signedIn = useAtomValue(isSignedInAtom)
  const user = useAtomValue(userAtom)
  const online = useOnline()
  const list = useInfiniteQuery({
    ...commentsQueryOptions(language, target, signedIn ? (user?.id ?? 'member') : 0),
    enabled: seen || open,
  })
  const first = list.data?.pages[0]
  const total = first?.total
  const few = first?.comments.slice(0, COMMENTS_FEW) ?? []
  const close = () =>
    void navigate({
      to: '.',
      search: true,
      params: true,
      hash: '',
      replace: true,
      resetScroll: false,
      hashScrollIntoView: false,
    })
  return (
    // Named by its chapter: with continuous reading, two chapters' comments are on one page.
    <section
      ref={place}
      className="comments"
      aria-label={
        target.posttype === 'movie'
          ? t`Comments on episode ${target.index}`
          : t`Comments on chapter ${target.index}`
      }
    >
      <h2 className="comments__title">{total ? t`Comments (${total})` : t`Comments`}</h2>
      {list.isError ? (
        <p className="comments__note">
          {online ? <Trans>Comments could not be loaded.</Trans> : <Trans>Comments need the network.</Trans>}{' '}
          {online ? (
            <button type="button" className="button button--ghost" onClick={() => void list.refetch()}>
              <Trans>Try again</Trans>
            </button>
          ) : null}
        </p>
      ) : list.isPending ? (
        <p className="comments__note" role={seen ? 'status' : undefined}>
          {seen ? <Trans>Loading comments…</Trans> : null}
        </p>
      ) : few.length === 0 ? (
        <p className="comments__note">
          <Trans>No comments yet. Be the first to say something.</Trans>
        </p>
      ) : (
        <ul className="comments__list">
          {few.map((comment) => (
            <CommentItem
              key={comment.id}
              language={language}
              target={target}
              comment={comment}
              signedIn={signedIn}
              withReplies={false}
            />
          ))}
        </ul>
      )}
      {total ? (
        <Link
          to="."
          search={true}
          params={true}
          hash={allCommentsHash(target)}
          resetScroll={false}
          hashScrollIntoView={false}
          className="button button--ghost comments__all"
        >
          <Trans>All comments ({total})</Trans>
        </Link>
      ) : null}
      <Writing language={language} target={target} signedIn={signedIn} />
      {open ? (
        <Suspense fallback={null}>
          <CommentsDialog language={language} target={target} signedIn={signedIn} onClose={close} />
        </Suspense>
      ) : null}
    </section>
  )
}

/** Whether the element has come near the screen once (at once where the browser cannot tell). */
function useSeen(place: React.RefObject<HTMLElement | null>) {
  const [seen, setSeen] = useState(false)
  useEffect(() => {
    const element = place.current
    if (seen || !element) return
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true)
      },
      { rootMargin: '400px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [seen, place])
  return seen
}
