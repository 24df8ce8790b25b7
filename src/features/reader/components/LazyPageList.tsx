import { lazy, Suspense } from 'react'
import type { PageListProps } from './PageList.tsx'
import { ReaderSpinner } from './ReaderStatus.tsx'

/*
 * The page list loaded when a chapter of pictures first opens. Novels use it: a novel told in
 * pictures is rare, and its every text chapter need not carry the code of pages.
 */
const PageList = lazy(() => import('./PageList.tsx').then((module) => ({ default: module.PageList })))

export function LazyPageList(props: PageListProps) {
  return (
    <Suspense fallback={<ReaderSpinner />}>
      <PageList {...props} />
    </Suspense>
  )
}
