import { createFileRoute } from '@tanstack/react-router'
import { parseParamsOr404 } from '../../../../features/lists/list-params.ts'
import { NovelReaderScreen } from '../../../../features/novel-reader/components/NovelReaderScreen.tsx'
import { ReaderSpinner } from '../../../../features/reader/components/ReaderStatus.tsx'
import { loadReader } from '../../../../features/reader/loaders.ts'
import { chapterParamsSchema } from '../../../../features/reader/params.ts'

/**
 * The novel reader, `/{lang}/novel/{slug}/{chapterIndex}/`: a deep link or a reload loads the story
 * and the chapter itself. Only a chapter number matches, so `/{lang}/novel/{sort}/lists` stays a list.
 */
export const Route = createFileRoute('/$lang/novel/$slug_/$chapterIndex')({
  params: { parse: (params) => parseParamsOr404(chapterParamsSchema, params) },
  loader: ({ context, params, location }) =>
    loadReader(
      context.queryClient,
      context.language,
      'novel',
      params.slug,
      params.chapterIndex,
      location.state.post,
    ),
  pendingComponent: ReaderSpinner,
  component: NovelReaderPage,
})

function NovelReaderPage() {
  const { language } = Route.useRouteContext()
  const { slug, chapterIndex } = Route.useParams()
  return <NovelReaderScreen language={language} slug={slug} index={chapterIndex} />
}
