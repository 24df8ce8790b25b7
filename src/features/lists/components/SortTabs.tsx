import { useLingui } from '@lingui/react/macro'
import { type ListSort, listSorts } from '../../../contract/sorts.ts'
import { TabStrip } from '../../../shared/ui/TabStrip.tsx'
import { listSortLabels } from '../sort-labels.ts'

interface SortTabsProps {
  selected: ListSort
  hrefOf: (sort: ListSort) => string
  onSelect: (sort: ListSort) => void
}

/** The six list orders of spec §9, trending first. */
export function SortTabs({ selected, hrefOf, onSelect }: SortTabsProps) {
  const { t, i18n } = useLingui()
  const tabs = listSorts.map((sort) => ({
    key: sort,
    label: i18n._(listSortLabels[sort]),
    selected: sort === selected,
    href: hrefOf(sort),
    onSelect: () => onSelect(sort),
  }))
  return <TabStrip tabs={tabs} label={t`Sort order`} />
}
