import { useLingui } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { useId, useState } from 'react'
import type { Language } from '../../../contract/languages.ts'
import type { PostCard } from '../../../contract/schemas/cards.ts'
import { type Shelf, shelves } from '../../../contract/shelves.ts'
import { followedOf, setFollowed, setShelf, shelvedOf } from '../../../entities/library/follows.ts'
import { useLibrary } from '../../../entities/library/use-library.ts'
import { isSignedInAtom } from '../../../shared/auth-atoms.ts'
import { LineIcon } from '../../../shared/ui/LineIcon.tsx'
import { PushOffer } from '../../push/index.ts'
import { useFollowWords } from '../messages.ts'
import { shelfWords } from '../shelf-words.ts'
import { AfterFollow } from './AfterFollow.tsx'

const BELL = 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0'

interface FollowControlsProps {
  post: PostCard
  language: Language
  /** Drawn at the end of the last chapter: the reading list offers 'Completed'. */
  finished?: boolean | undefined
}

/**
 * Follow a post ('Theo dõi': its new chapters show in Updates and may be pushed) and put it on one
 * reading list (issue 49). Both are the device's library, synced to the member's other devices.
 */
export default function FollowControls({ post, language, finished = false }: FollowControlsProps) {
  useFollowWords()
  const { i18n, t } = useLingui()
  const library = useLibrary()
  const signedIn = useAtomValue(isSignedInAtom)
  const followed = followedOf(library).some((p) => p.id === post.id)
  const shelf = shelvedOf(library).find((p) => p.id === post.id)?.shelf ?? null
  const [justFollowed, setJustFollowed] = useState(false)
  const selectId = useId()
  const words = shelfWords(post.posttype)

  const toggle = () => {
    setFollowed(post, !followed)
    // Following what is on no list yet puts it on the first: the member is reading (or watching) it.
    if (!followed && shelf === null) setShelf(post, 'reading')
    setJustFollowed(!followed)
  }

  return (
    <div className="follow">
      <button
        type="button"
        className="post-actions__button follow__button"
        data-active={followed}
        onClick={toggle}
      >
        <LineIcon d={BELL} filled={followed} />
        <span>{followed ? t`Following` : t({ message: 'Follow', context: 'post action' })}</span>
      </button>
      <div className="follow__shelf">
        <label htmlFor={selectId}>{post.posttype === 'movie' ? t`Watch list` : t`Reading list`}</label>
        <select
          id={selectId}
          value={shelf ?? ''}
          onChange={(event) => setShelf(post, (event.target.value || null) as Shelf | null)}
        >
          <option value="">{t({ message: 'None', context: 'reading list' })}</option>
          {shelves.map((name) => (
            <option key={name} value={name}>
              {i18n._(words[name])}
            </option>
          ))}
        </select>
      </div>
      {finished && shelf !== 'completed' ? (
        <button
          type="button"
          className="button button--ghost follow__finished"
          onClick={() => setShelf(post, 'completed')}
        >
          {post.posttype === 'movie'
            ? t`Move to Completed: you have watched it all`
            : t`Move to Completed: you have read it all`}
        </button>
      ) : null}
      {justFollowed && signedIn ? (
        <>
          <AfterFollow language={language} />
          {/* Asked after a follow, never on a first visit: the offer asks the browser only when tapped. */}
          <PushOffer language={language} onClose={() => setJustFollowed(false)} />
        </>
      ) : null}
    </div>
  )
}
