import { useEffect, useRef } from 'react'
import type { Language } from '../../contract/languages.ts'
import type { PostDetail } from '../../contract/schemas/detail.ts'
import { recordView } from '../../entities/library/library-changes.ts'
import { trackView } from './api.ts'

/**
 * Spec §4: once the detail has loaded, the visit counts as one view on the server and moves the post
 * to the front of the viewed history. Once per visit: a refetch brings a new object for the same
 * post, and StrictMode runs effects twice, so what was counted is remembered by id.
 */
export function useTrackView(language: Language, detail: PostDetail | undefined) {
  const counted = useRef<number | null>(null)
  useEffect(() => {
    if (!detail || counted.current === detail.id) return
    counted.current = detail.id
    recordView(detail)
    // A view that could not be counted is not worth a notice (spec §8: only logged).
    trackView(language, detail.posttype, detail.id).catch((error: unknown) => {
      console.warn('The view could not be counted', error)
    })
  }, [language, detail])
}
