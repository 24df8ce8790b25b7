import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { Language } from '../../../contract/languages.ts'
import type { ReaderChapter } from '../../../contract/schemas/chapters.ts'
import { type ReadingPosition, savePosition } from '../../../entities/reading/positions.ts'
import { markReadOnce } from '../../../entities/reading/read-marks.ts'
import { readableContent } from '../../../shared/html/readable-content.ts'
import type { StartAt, Turner, TurnerRef } from '../../reader/index.ts'
import {
  atPageEnd,
  ChapterEnd,
  chapterQueryOptions,
  coveredTop,
  PageList,
  scrollScreen,
  scrollToElement,
  scrollWindowTo,
  useChapterNav,
} from '../../reader/index.ts'
import { ZoomArea } from '../zoom/ZoomArea.tsx'
import { type Chain, followed, keptChapters } from './chapter-window.ts'

/** The scroll has rested this long: the chapters above the one on screen may change then. */
const SETTLE_MS = 150

interface ContinuousStripProps {
  language: Language
  slug: string
  /** The chapter the reader opened: the strip starts with it, where `start` says. */
  first: number
  start: StartAt
  /** The reader's keys and taps scroll the whole strip, across the chapters' ends. */
  turnerRef: TurnerRef
}

/**
 * Continuous reading in the vertical strip: after each chapter's end card, the next chapter follows,
 * fetched as the reader nears the end (from the cache when it was fetched ahead or downloaded). The
 * chapter on screen is the reader's: its address, titles, position and history follow it, while the
 * strip stays as it is. Only the chapter on screen and the ones either side of it are in the page.
 */
export function ContinuousStrip({ language, slug, first, start, turnerRef }: ContinuousStripProps) {
  const { data: opened } = useQuery({ ...chapterOptions(language, slug, first), enabled: false })
  const goTo = useChapterNav(language, 'comic', slug, opened?.comic)
  const [chain, setChain] = useState<Chain>([first])
  const [now, setNow] = useState(first)
  const [settled, setSettled] = useState(first)
  const kept = keptChapters(chain, settled, now)
  const keptRef = useRef(kept)
  keptRef.current = kept
  const sections = useRef(new Map<number, HTMLElement>())
  const onScreen = useCallback(() => chapterOnScreen(keptRef.current, sections.current), [])
  // Only the chapter first opened opens where `start` says; any other one (and that one brought
  // back above) comes in where it is, leaving the scroll alone.
  const opening = useRef(start)
  useEffect(() => {
    opening.current = null
  }, [])

  const latest = useRef({ goTo, now })
  latest.current = { goTo, now }
  // Where the chapter on screen was when the chapters above it changed: it stays there.
  const anchor = useRef<{ index: number; top: number } | null>(null)
  useEffect(() => {
    let frame = 0
    let rest: ReturnType<typeof setTimeout> | undefined
    const follow = () => {
      frame = 0
      const index = onScreen()
      if (index === undefined || index === latest.current.now) return
      latest.current.now = index
      setNow(index)
      // The address follows without a new history entry: Back still leaves for the story.
      latest.current.goTo(index, 'here')
    }
    const settle = () => {
      const index = latest.current.now
      const section = sections.current.get(index)
      anchor.current = section ? { index, top: section.getBoundingClientRect().top } : null
      setSettled(index)
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(follow)
      clearTimeout(rest)
      rest = setTimeout(settle, SETTLE_MS)
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(rest)
      window.removeEventListener('scroll', onScroll)
    }
  }, [onScreen])

  // biome-ignore lint/correctness/useExhaustiveDependencies: the chapters above change with `settled`
  useLayoutEffect(() => {
    const saved = anchor.current
    anchor.current = null
    const section = saved && sections.current.get(saved.index)
    if (!section) return
    // A browser that anchors the scroll itself has already kept it in place: the shift is then 0.
    const shift = section.getBoundingClientRect().top - saved.top
    if (Math.abs(shift) >= 1) scrollWindowTo(window.scrollY + shift)
  }, [settled])

  useEffect(() => {
    const scrollIf = (can: boolean, direction: 1 | -1) => {
      if (can) scrollScreen(direction)
      return can
    }
    // Past the last chapter in the strip, the reader moves on as without continuous reading.
    turnerRef.current = {
      forward: () => scrollIf(!atPageEnd(), 1),
      back: () => scrollIf(window.scrollY > 0, -1),
    }
    return () => {
      turnerRef.current = null
    }
  }, [turnerRef])

  const onPosition = useCallback(
    (chapter: ReaderChapter, position: ReadingPosition) => {
      // Every chapter scrolled through to its end is read; the chapter on screen is where the
      // reader is (the one above reports its end too, and must not take its place).
      if (position.end) markReadOnce(chapter.comic.id, chapter.index)
      if (onScreen() === chapter.index) savePosition(chapter.comic.id, chapter.index, position)
    },
    [onScreen],
  )
  const onNearEnd = useCallback((chapter: ReaderChapter) => {
    setChain((current) => followed(current, chapter.index, chapter.next_index))
  }, [])
  const onGo = useCallback((index: number) => {
    const section = sections.current.get(index)
    if (section) scrollToElement(section)
    else latest.current.goTo(index)
  }, [])
  const sectionRef = useCallback((index: number, element: HTMLElement | null) => {
    if (element) sections.current.set(index, element)
    else sections.current.delete(index)
  }, [])

  return (
    <div className="reader-flow">
      {kept.map((index) => (
        <FlowChapter
          key={index}
          language={language}
          slug={slug}
          index={index}
          start={index === first ? opening.current : null}
          sectionRef={sectionRef}
          onPosition={onPosition}
          onNearEnd={onNearEnd}
          onGo={onGo}
        />
      ))}
    </div>
  )
}

const chapterOptions = (language: Language, slug: string, index: number) =>
  chapterQueryOptions(language, 'comic', slug, index)

/** The chapter under the middle of the visible part of the window: the one being read. */
function chapterOnScreen(kept: Chain, sections: Map<number, HTMLElement>) {
  const top = coveredTop()
  const line = top + (window.innerHeight - top) / 2
  let found: number | undefined
  for (const index of kept) {
    const section = sections.get(index)
    if (!section) continue
    if (found === undefined || section.getBoundingClientRect().top <= line) found = index
  }
  return found
}

interface FlowChapterProps {
  language: Language
  slug: string
  index: number
  start: StartAt
  sectionRef: (index: number, element: HTMLElement | null) => void
  onPosition: (chapter: ReaderChapter, position: ReadingPosition) => void
  onNearEnd: (chapter: ReaderChapter) => void
  onGo: (index: number) => void
}

/** One chapter of the strip, named as a region of its own, and its end card under it. */
function FlowChapter({
  language,
  slug,
  index,
  start,
  sectionRef,
  onPosition,
  onNearEnd,
  onGo,
}: FlowChapterProps) {
  const { t } = useLingui()
  // Asked once: a chapter fetched ahead, read before or downloaded comes from the cache.
  const { data: chapter } = useQuery({ ...chapterOptions(language, slug, index), refetchOnMount: false })
  const content = useMemo(() => chapter && readableContent(chapter.content, chapter.page_sizes), [chapter])
  // Each chapter's own steps are the strip's: the reader's keys scroll the whole of it.
  const ownTurner = useRef<Turner | null>(null)
  const ref = useCallback((element: HTMLElement | null) => sectionRef(index, element), [sectionRef, index])
  // A chapter that is not a strip of pages (text, or nothing) is not drawn: the end card above it
  // opens it as a chapter of its own.
  if (!chapter || content?.kind !== 'pages') return null
  return (
    <section ref={ref} className="reader-flow__chapter" aria-label={t`Chapter ${index}`}>
      <ZoomArea className="page-list__zoom" strip>
        <PageList
          pages={content.pages}
          start={start}
          turnerRef={ownTurner}
          onPosition={(position) => onPosition(chapter, position)}
          onNearEnd={() => onNearEnd(chapter)}
          current={() => undefined}
          end={null}
        />
      </ZoomArea>
      <ChapterEnd
        language={language}
        posttype="comic"
        slug={slug}
        story={chapter.comic}
        index={index}
        nextIndex={chapter.next_index}
        onGo={onGo}
      />
    </section>
  )
}
