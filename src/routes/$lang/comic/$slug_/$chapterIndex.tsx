import { createFileRoute } from '@tanstack/react-router'
import { ComicReaderScreen } from '../../../../features/comic-reader/components/ComicReaderScreen.tsx'
import { readerPage } from '../../../../features/reader/reader-page.tsx'
import { readerRoute } from '../../../../features/reader/reader-route.ts'

const { loader, component, pendingComponent } = readerPage('comic', ComicReaderScreen)

/** The comic reader, `/{lang}/comic/{slug}/{chapterIndex}/`. */
export const Route = createFileRoute('/$lang/comic/$slug_/$chapterIndex')({
  ...readerRoute,
  loader,
  component,
  pendingComponent,
})
