import { createFileRoute } from '@tanstack/react-router'
import { NovelReaderScreen } from '../../../../features/novel-reader/components/NovelReaderScreen.tsx'
import { readerPage } from '../../../../features/reader/reader-page.tsx'
import { readerRoute } from '../../../../features/reader/reader-route.ts'

const { loader, component, pendingComponent } = readerPage('novel', NovelReaderScreen)

/** The novel reader, `/{lang}/novel/{slug}/{chapterIndex}/`. */
export const Route = createFileRoute('/$lang/novel/$slug_/$chapterIndex')({
  ...readerRoute,
  loader,
  component,
  pendingComponent,
})
