import { useEffect, useRef } from 'react'
import type { Language } from '../../../contract/languages.ts'
import type { Posttype } from '../../../contract/posttypes.ts'
import { useNavPost } from '../use-nav-post.ts'
import { DetailScreen } from './DetailScreen.tsx'

interface DetailPageProps {
  language: Language
  posttype: Posttype
  slug: string
  episode?: number | undefined
}

/**
 * A detail route's page. Another slug is another post (spec §4): the page goes back to the top and
 * the screen starts afresh (description folded, chapter list on page 1, player back to its banner).
 */
export function DetailPage({ language, posttype, slug, episode }: DetailPageProps) {
  const navPost = useNavPost(posttype, slug)
  const shown = useRef(slug)
  useEffect(() => {
    if (shown.current === slug) return
    shown.current = slug
    window.scrollTo({ top: 0, left: 0 })
  }, [slug])
  return (
    <DetailScreen
      key={slug}
      language={language}
      posttype={posttype}
      slug={slug}
      navPost={navPost}
      episode={episode}
    />
  )
}
