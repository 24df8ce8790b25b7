import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import { useAtom } from 'jotai'
import {
  type CSSProperties,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { chapterName } from '../../../contract/chapter-name.ts'
import type { Language } from '../../../contract/languages.ts'
import { chapterPagePath, postPagePath } from '../../../contract/post-paths.ts'
import type { PostCard } from '../../../contract/schemas/cards.ts'
import type { Chapter } from '../../../contract/schemas/chapters.ts'
import { positionOf, type ReadingPosition, savePosition } from '../../../entities/reading/positions.ts'
import { AppLink } from '../../../shared/ui/AppLink.tsx'
import type { ReaderPosttype } from '../api.ts'
import { readerUiHiddenAtom } from '../reader-ui.ts'
import { tapZonesHandler } from '../tap-zones.ts'
import type { ContentHooks, StartAt, Turner } from '../turner.ts'
import { useBareTop } from '../use-bare-top.ts'
import { useChapterNav } from '../use-chapter-nav.ts'
import { usePrefetchNext } from '../use-prefetch-next.ts'
import { type Step, useReaderKeys } from '../use-reader-keys.ts'
import { ReaderBar } from './ReaderBar.tsx'
import { ReaderIcon } from './ReaderIcon.tsx'

/** The card that ends a chapter comes after its first screen: a chapter starts without it. */
const ChapterEnd = lazy(() => import('./ChapterEnd.tsx').then(({ ChapterEnd }) => ({ default: ChapterEnd })))

/** The chapter list comes when it is opened: a chapter is read without it. */
const ChapterDrawer = lazy(() =>
  import('./ChapterDrawer.tsx').then(({ ChapterDrawer }) => ({ default: ChapterDrawer })),
)

export interface ReaderFrameProps {
  language: Language
  posttype: ReaderPosttype
  slug: string
  story: PostCard
  chapter: Chapter
  /** The reading settings sheet (a novel's style, spec 'Bộ lọc'; a comic's mode), for the chapter on screen. */
  filterSheet?: ((close: () => void, chapter: Chapter) => ReactNode) | undefined
  /** The reader's own colours (a novel's theme): the bars, titles and page take them, not only the text. */
  colours?: ReaderColours | undefined
  children: (hooks: ContentHooks) => ReactNode
}

export interface ReaderColours {
  color: string
  background: string
}

/**
 * The site's colours within the reader, remade from the reader's two: its surfaces the background,
 * its text the text, the quieter text and the lines a mix of the two.
 */
const coloursStyle = ({ color, background }: ReaderColours) =>
  ({
    '--bg': background,
    '--surface': background,
    '--text': color,
    '--muted': `color-mix(in srgb, ${color} 75%, ${background})`,
    '--line': `color-mix(in srgb, ${color} 20%, ${background})`,
    color,
    background,
  }) as CSSProperties

/**
 * The reader around a chapter: titles, the chapter, the reader bar and the chapter drawer; keys and
 * taps to move; where the chapter was left, restored and saved; the next chapter fetched ahead.
 * Reading takes the whole screen (the site's own bars give way, reader.css): the reader's bars lie
 * over the chapter, and a tap in its centre hides or shows them without moving it.
 */
export function ReaderFrame({
  language,
  posttype,
  slug,
  story,
  chapter,
  filterSheet,
  colours,
  children,
}: ReaderFrameProps) {
  const { t } = useLingui()
  const titleId = useId()
  const [hidden, setHidden] = useAtom(readerUiHiddenAtom)
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [filterOpen, setFilterOpen] = useState(false)
  const goTo = useChapterNav(language, posttype, slug, story)
  const turnerRef = useRef<Turner | null>(null)
  const readerAt = useLocation({ select: (location) => location.state.readerAt })
  const [start] = useState<StartAt>(() => (readerAt === 'end' ? 'end' : positionOf(story.id, chapter.index)))
  useEffect(() => {
    // Opening at the end is for the step back only: a reload opens where the reader is by then.
    if (window.history.state?.readerAt)
      window.history.replaceState({ ...window.history.state, readerAt: undefined }, '')
  }, [])
  const onPosition = useCallback(
    (position: ReadingPosition) => {
      savePosition(story.id, chapter.index, position)
      // The marks' code comes with the first chapter read to its end, not with the reader.
      if (position.end)
        void import('../../../entities/reading/read-marks.ts').then((marks) =>
          marks.markReadOnce(story.id, chapter.index),
        )
    },
    [story.id, chapter.index],
  )
  const current = useCallback(() => positionOf(story.id, chapter.index), [story.id, chapter.index])
  const onNearEnd = usePrefetchNext(language, posttype, slug, chapter.next_index)

  const storyRef = useRef(story)
  storyRef.current = story
  useEffect(() => {
    // Reading a chapter is viewing the story: it goes to the front of the history, with this chapter.
    // The library's writing loads once the chapter is on screen; should it not come (offline before
    // it was ever kept), the history misses one visit and the reading goes on.
    const story = storyRef.current
    void import('../../../entities/library/library-changes.ts')
      .then((library) => library.recordView(story, chapter.index))
      .catch(() => {})
  }, [chapter.index])

  const step = (direction: Step) => {
    if (turnerRef.current?.[direction]()) return
    if (direction === 'forward' && chapter.next_index !== null) goTo(chapter.next_index)
    if (direction === 'back' && chapter.prev_index !== null) goTo(chapter.prev_index, 'end')
  }

  // The button that hides or shows the interface goes away with it: the focus moves to the one
  // that takes its place, or a keyboard would be left on the page's start.
  const articleRef = useRef<HTMLElement>(null)
  useBareTop(articleRef, hidden)
  const movesFocus = useRef(false)
  const toggleFromButton = (next: boolean) => {
    movesFocus.current = true
    setHidden(next)
  }
  useEffect(() => {
    if (!movesFocus.current) return
    movesFocus.current = false
    const selector = hidden ? '.reader-show' : '.reader-bar__button:last-child'
    articleRef.current?.querySelector<HTMLButtonElement>(selector)?.focus()
  }, [hidden])

  const isRtl = () => turnerRef.current?.rtl === true
  useReaderKeys(step, isRtl, !drawerOpen && !filterOpen)
  const onTap = tapZonesHandler(step, () => setHidden(!hidden), isRtl)

  const title = chapterName(chapter.title)
  const index = chapter.index
  const heading = title ? t`Chapter ${index}: ${title}` : t`Chapter ${index}`
  const end = (
    <Suspense fallback={<div className="chapter-end" />}>
      <ChapterEnd
        language={language}
        posttype={posttype}
        slug={slug}
        story={story}
        index={index}
        nextIndex={chapter.next_index}
        onGo={(next) => goTo(next)}
      />
    </Suspense>
  )
  const titles = (
    <>
      <h1 id={titleId} className="reader-head__story">
        <AppLink href={postPagePath(language, posttype, slug)}>
          <ReaderIcon name="previous" />
          <span className="reader-head__title">{story.title}</span>
        </AppLink>
      </h1>
      <p className="reader-head__chapter">{heading}</p>
    </>
  )
  return (
    <article
      ref={articleRef}
      className="reader"
      data-bare={hidden ? '' : undefined}
      aria-labelledby={titleId}
      style={colours ? coloursStyle(colours) : undefined}
    >
      {/* Hidden, the titles stay for screen readers, in an element of their own: the bar that was
          on screen goes rather than moves, which would count as a layout shift. */}
      {hidden ? (
        <div className="visually-hidden">{titles}</div>
      ) : (
        <header className="reader-head">{titles}</header>
      )}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: taps are a shortcut; the keys and the bar do the same */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the reader's keys are handled for the whole page */}
      <div className="reader-stage" onClick={onTap}>
        {children({ start, onPosition, onNearEnd, turnerRef, current, end })}
      </div>
      {hidden ? (
        <button type="button" className="reader-show" onClick={() => toggleFromButton(false)}>
          <ReaderIcon name="show" />
          <span className="visually-hidden">
            <Trans>Show interface</Trans>
          </span>
        </button>
      ) : (
        <ReaderBar
          posttype={posttype}
          prevIndex={chapter.prev_index}
          nextIndex={chapter.next_index}
          hrefOf={(index) => chapterPagePath(language, posttype, slug, index)}
          onGo={(index) => goTo(index)}
          onFilter={filterSheet ? () => setFilterOpen(true) : undefined}
          filterOpen={filterOpen}
          onChapters={() => setDrawerOpen(true)}
          chaptersOpen={drawerOpen}
          onHide={() => toggleFromButton(true)}
        />
      )}
      {drawerOpen ? (
        <Suspense fallback={null}>
          <ChapterDrawer
            language={language}
            posttype={posttype}
            slug={slug}
            postId={story.id}
            chapterTotal={Math.max(story.episode_total, chapter.chapter_total)}
            current={chapter.index}
            onGo={(index) => goTo(index)}
            onClose={() => setDrawerOpen(false)}
          />
        </Suspense>
      ) : null}
      {filterOpen && filterSheet ? filterSheet(() => setFilterOpen(false), chapter) : null}
    </article>
  )
}
