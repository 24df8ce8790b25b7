import { useLingui } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import type { Language } from '../../../contract/languages.ts'
import type { ModuleLinkItem } from '../../../contract/schemas/dashboards.ts'
import { TabStrip } from '../../../shared/ui/TabStrip.tsx'
import { linkHref } from '../links.ts'

/** Module `type_tabs`: pills leading to the section dashboards, the current one highlighted. */
export function TypeTabs({ items, language }: { items: ModuleLinkItem[]; language: Language }) {
  const { t } = useLingui()
  const pathname = useLocation({ select: (location) => location.pathname })
  const tabs = items.flatMap((item) => {
    const href = linkHref(language, item.url)
    if (!href) return []
    const selected = pathname.replace(/\/$/, '') === href.replace(/\/$/, '')
    return [{ key: `${item.posttype ?? ''}${href}`, label: item.label, href, selected }]
  })
  return <TabStrip label={t`Sections`} tabs={tabs} />
}
