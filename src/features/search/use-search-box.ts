import { useCallback, useEffect, useRef, useState } from 'react'
import { SEARCH_DEBOUNCE_MS } from '../../shared/limits.ts'

const queryOf = (text: string) => text.trim() || undefined

/**
 * The query box's text, written to the address 500 ms after the last keystroke (spec §4), or at
 * once on Enter. A query the address gets from elsewhere (back button, reset, a shared link)
 * replaces the text; the box's own writes coming back do not, so typing is never overwritten.
 */
export function useSearchBox(query: string | undefined, commit: (query: string | undefined) => void) {
  const [text, setText] = useState(query ?? '')
  const written = useRef(query)
  const commitRef = useRef(commit)
  commitRef.current = commit

  useEffect(() => {
    if (query === written.current) return
    written.current = query
    setText(query ?? '')
  }, [query])

  const write = useCallback((next: string | undefined) => {
    if (next === written.current) return
    written.current = next
    commitRef.current(next)
  }, [])

  useEffect(() => {
    const next = queryOf(text)
    if (next === written.current) return
    const timer = setTimeout(() => write(next), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text, write])

  /** Empties the box without writing: the caller clears the address itself. */
  const clear = useCallback(() => {
    written.current = undefined
    setText('')
  }, [])

  /**
   * Another page is being opened from the box (a suggestion): the text typed is not searched for
   * once the wait is over, which would bring the search page back over the page opened.
   */
  const leave = useCallback(() => {
    written.current = queryOf(text)
  }, [text])

  return { text, setText, submit: () => write(queryOf(text)), clear, leave }
}
