import { useParams, useRouteContext } from '@tanstack/react-router'
import type { ComponentType } from 'react'
import type { Language } from '../../shared/i18n/languages.ts'
import type { PageLoad } from '../../shared/page-route.ts'
import type { ReaderPosttype } from './api.ts'
import { ReaderSpinner } from './components/ReaderStatus.tsx'
import { loadReader } from './loaders.ts'

interface ReaderScreenProps {
  language: Language
  slug: string
  index: number
}

/**
 * A reader page, `/{lang}/{posttype}/{slug}/{chapterIndex}/`, drawn by the post type's own screen: its
 * loader (a deep link or a reload loads the chapter itself), the screen and the spinner before it.
 */
export function readerPage(posttype: ReaderPosttype, Screen: ComponentType<ReaderScreenProps>) {
  // Read with the router's own hooks: getRouteApi's class would bring every hook of a route.
  const from = `/$lang/${posttype}/$slug_/$chapterIndex` as const
  function ReaderPage() {
    const { language } = useRouteContext({ from })
    const { slug, chapterIndex } = useParams({ from })
    return <Screen language={language} slug={slug} index={chapterIndex} />
  }
  return {
    loader: ({ context, params }: PageLoad<{ slug: string; chapterIndex: number }>) =>
      loadReader(context.queryClient, context.language, posttype, params.slug, params.chapterIndex),
    component: ReaderPage,
    pendingComponent: ReaderSpinner,
  }
}
