import { createFileRoute } from '@tanstack/react-router'
import { ComicReaderScreen } from '../../../../features/comic-reader/components/ComicReaderScreen.tsx'
import { parseParamsOr404 } from '../../../../features/lists/list-params.ts'
import { ReaderSpinner } from '../../../../features/reader/components/ReaderStatus.tsx'
import { loadReader } from '../../../../features/reader/loaders.ts'
import { chapterParamsSchema } from '../../../../features/reader/params.ts'

/**
 * The comic reader, `/{lang}/comic/{slug}/{chapterIndex}/`: a deep link or a reload loads the story
 * and the chapter itself. Only a chapter number matches, so `/{lang}/comic/{sort}/lists` stays a list.
 */
export const Route = createFileRoute('/$lang/comic/$slug_/$chapterIndex')({
  params: { parse: (params) => parseParamsOr404(chapterParamsSchema, params) },
  loader: ({ context, params, location }) =>
    loadReader(
      context.queryClient,
      context.language,
      'comic',
      params.slug,
      params.chapterIndex,
      location.state.post,
    ),
  pendingComponent: ReaderSpinner,
  component: ComicReaderPage,
})

function ComicReaderPage() {
  const { language } = Route.useRouteContext()
  const { slug, chapterIndex } = Route.useParams()
  return <ComicReaderScreen language={language} slug={slug} index={chapterIndex} />
}
