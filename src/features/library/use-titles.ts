import { useQueries } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { Language } from '../../contract/languages.ts'
import { lacksTitle, learnTitle } from '../../entities/library/library-changes.ts'
import { inLanguage, type LibraryPost } from '../../entities/library/library-store.ts'
import { postDetailQueryOptions } from '../detail/index.ts'

/**
 * The posts of the library with their titles in the reader's language. A post kept while the site
 * spoke the other language is looked up once (its detail, which its page would load anyway) and
 * its title in this language is kept with it; offline it keeps the title it has.
 */
export function usePostsInLanguage(posts: LibraryPost[], language: Language): LibraryPost[] {
  const missing = posts.filter((post) => lacksTitle(post, language))
  const answers = useQueries({
    queries: missing.map((post) => ({
      ...postDetailQueryOptions(language, post.posttype, post.slug),
      retry: false,
    })),
  })
  const learnt = answers.map((answer, i) => (answer.data ? `${missing[i]?.id}:${answer.data.title}` : ''))
  const key = learnt.join('|')
  // biome-ignore lint/correctness/useExhaustiveDependencies: the answers as a key, not an array per render
  useEffect(() => {
    answers.forEach((answer, i) => {
      const post = missing[i]
      if (post && answer.data) learnTitle(post.id, language, answer.data.title)
    })
  }, [key, language])
  return posts.map((post) => inLanguage(post, language))
}
