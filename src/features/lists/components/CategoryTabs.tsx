import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { Language } from '../../../contract/languages.ts'
import type { Posttype } from '../../../contract/posttypes.ts'
import { TabStrip } from '../../../shared/ui/TabStrip.tsx'
import { categoriesQueryOptions } from '../api.ts'

interface CategoryTabsProps {
  language: Language
  posttype: Posttype
  /** The selected category's slug; none means all of the post type. */
  selected: string | undefined
  hrefOf: (category: string | undefined) => string
  onSelect: (category: string | undefined) => void
}

/** 'All' and the categories of a post type; the list still works when they cannot load. */
export function CategoryTabs({ language, posttype, selected, hrefOf, onSelect }: CategoryTabsProps) {
  const { t } = useLingui()
  const { data: categories, isError } = useQuery(categoriesQueryOptions(language, posttype))
  if (isError && !categories) {
    return (
      <p className="list-screen__notice" role="alert">
        {t`Error loading categories`}
      </p>
    )
  }
  const choices = [
    { slug: undefined, name: t({ message: 'All', context: 'categories' }) },
    ...(categories ?? []),
  ]
  const tabs = choices.map(({ slug, name }) => ({
    key: slug ?? '',
    label: name,
    selected: slug === selected,
    href: hrefOf(slug),
    onSelect: () => onSelect(slug),
  }))
  return <TabStrip tabs={tabs} label={t`Categories`} />
}
