import { Suspense, useState } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { chapterHref } from '../../../contract/page-paths.ts'
import type { PostCard } from '../../../contract/schemas/cards.ts'
import type { PostDetail } from '../../../contract/schemas/detail.ts'
import { CHAPTER_LIST_MIN } from '../../../shared/limits.ts'
import { lazyPart } from '../../../shared/react/lazy-part.ts'
import { loadComments } from '../../comments/index.ts'
import { DownloadSection } from '../../downloads/index.ts'
import { loadReviews } from '../../reviews/index.ts'
import { useFilmContinue } from '../film-continue.ts'
import { ChapterButtons } from './ChapterButtons.tsx'
import { ChapterList } from './ChapterList.tsx'
import { FeaturedBlock } from './FeaturedBlock.tsx'
import { GamePlayButton } from './GamePlayButton.tsx'
import { InfoBlock } from './InfoBlock.tsx'
import { MovieStage } from './MovieStage.tsx'
import { RelatedPosts } from './RelatedPosts.tsx'

// Below the fold, with their words (a catalogue of their own): drawn by the server from the first page
// its loader read, and kept as drawn while the app takes the page over until their code has come.
const Reviews = lazyPart(loadReviews)
// A film's episode's comments: their code with the page, what they say once they come into view.
const Comments = lazyPart(loadComments)

interface DetailBodyProps {
  language: Language
  /** The server's detail, or the card from the link while it loads. */
  post: PostCard
  detail: PostDetail | undefined
  loading: boolean
  episode: number | undefined
}

/** The blocks of a detail page, in spec §2's order; a film has its stage on top. */
export function DetailBody({ language, post, detail, loading, episode }: DetailBodyProps) {
  // A film plays inline once asked to; a new post starts again on its banner (the screen is keyed).
  const [playing, setPlaying] = useState(false)
  const isMovie = post.posttype === 'movie'
  // Play on the banner goes on where the viewer left off (the address's episode first); the episode
  // is held once it plays, so that watching it to its end does not move the player to the next.
  const film = useFilmContinue(isMovie ? detail : undefined)
  const [held, setHeld] = useState<number>()
  const selected = episode ?? held ?? film?.index ?? detail?.first_chapter?.index
  const hrefOf = (index: number) => chapterHref(language, post, index)
  const onPick = isMovie ? () => setPlaying(true) : undefined
  const buttons =
    post.posttype === 'game' ? (
      <GamePlayButton detail={detail} loading={loading} />
    ) : (
      <ChapterButtons detail={detail} loading={loading} hrefOf={hrefOf} onPick={onPick} film={film} />
    )
  return (
    <article className={`detail detail--${post.posttype}`}>
      {isMovie ? (
        <MovieStage
          language={language}
          post={post}
          detail={detail}
          episode={selected}
          playing={playing}
          onPlay={() => {
            setHeld(selected)
            setPlaying(true)
          }}
        />
      ) : null}
      <FeaturedBlock language={language} post={post} detail={detail} buttons={buttons} />
      <InfoBlock language={language} post={post} detail={detail} />
      {detail ? <DownloadSection language={language} detail={detail} /> : null}
      {detail && detail.episode_total >= CHAPTER_LIST_MIN ? (
        <ChapterList
          language={language}
          detail={detail}
          hrefOf={hrefOf}
          current={isMovie ? selected : undefined}
          onPick={onPick}
        />
      ) : null}
      {detail ? (
        <Suspense fallback={null}>
          {isMovie && selected !== undefined ? (
            <Comments language={language} post={detail} index={selected} />
          ) : null}
          <Reviews language={language} detail={detail} />
        </Suspense>
      ) : null}
      {detail ? <RelatedPosts language={language} detail={detail} /> : null}
    </article>
  )
}
