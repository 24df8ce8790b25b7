/**
 * What the reader feature offers the others, which import it from here only (docs/architecture.md,
 * Walls between features).
 */
export { chapterQueryOptions } from './api.ts'
export { ChapterEnd } from './components/ChapterEnd.tsx'
export { HtmlContent } from './components/HtmlContent.tsx'
export { LazyPageList } from './components/LazyPageList.tsx'
export { PageImage } from './components/PageImage.tsx'
export { PageList } from './components/PageList.tsx'
export { ReaderIcon } from './components/ReaderIcon.tsx'
export { ReaderScreen } from './components/ReaderScreen.tsx'
export { SheetHead } from './components/SheetHead.tsx'
export { useExtrasMessages } from './extras-messages.ts'
export { drawnImage, preloadImages } from './prefetch-next.ts'
export { readerUiHiddenAtom } from './reader-ui.ts'
export {
  atPageEnd,
  coveredTop,
  fractionOf,
  scrollScreen,
  scrollToElement,
  scrollToFraction,
  scrollWindowTo,
} from './scroll.ts'
export type { ContentHooks, StartAt, Turner, TurnerRef } from './turner.ts'
export { useChapterNav } from './use-chapter-nav.ts'
export { typingTarget } from './use-reader-keys.ts'
