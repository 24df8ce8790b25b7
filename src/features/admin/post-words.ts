import { useLingui } from '@lingui/react/macro'

/** The names of post types, statuses and origins in the page's language. */
export function usePostWords() {
  const { t } = useLingui()
  const names: Record<string, string> = {
    movie: t`Film`,
    comic: t`Comic`,
    novel: t`Novel`,
    game: t`Game`,
    published: t`Published`,
    unpublished: t`Unpublished`,
    demo: t`Demo`,
    library: t`Library`,
    upload: t`Upload`,
  }
  return { of: (value: string) => names[value] ?? value }
}
