import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState } from 'react'
import type { Language } from '../../../contract/languages.ts'
import type { DashboardModule } from '../../../contract/schemas/dashboards.ts'
import { TAB_ITEMS_STEP, TABS_SHOWN } from '../../../shared/limits.ts'
import { TabStrip } from '../../../shared/ui/TabStrip.tsx'
import { PostRows } from './PostRows.tsx'

type Tabs = Extract<DashboardModule, { kind: 'tabs' }>['items']

/**
 * The list with tabs (module `itemstab`, spec §9): the first 5 tabs, then 'More' for the rest; the
 * chosen tab's posts 10 at a time, each 'Show more' adding 10.
 */
export function TabbedPosts({ tabs, language, eager }: { tabs: Tabs; language: Language; eager: boolean }) {
  const { t } = useLingui()
  const listId = useId()
  const [chosen, setChosen] = useState(0)
  const [allTabs, setAllTabs] = useState(false)
  const [steps, setSteps] = useState(1)
  const frame = useRef<HTMLDivElement>(null)
  // 'More' goes away once it has shown the rest: focus moves on to the first tab it revealed.
  useEffect(() => {
    if (allTabs) frame.current?.querySelectorAll<HTMLElement>('.tab-strip .pill')[TABS_SHOWN]?.focus()
  }, [allTabs])
  const current = tabs[Math.min(chosen, tabs.length - 1)]
  if (!current) return null

  const hidden = tabs.length - TABS_SHOWN
  const shownTabs = allTabs ? tabs : tabs.slice(0, TABS_SHOWN)
  const visible = current.items.slice(0, steps * TAB_ITEMS_STEP)
  const choose = (index: number) => {
    setChosen(index)
    setSteps(1)
  }

  return (
    <div className="tabbed-posts" ref={frame}>
      <TabStrip
        label={t`Lists`}
        tabs={shownTabs.map((tab, i) => ({
          key: `${tab.id}`,
          label: tab.label,
          selected: tab === current,
          onSelect: () => choose(i),
        }))}
        filter={
          hidden > 0 && !allTabs ? (
            <button type="button" className="pill pill--more" onClick={() => setAllTabs(true)}>
              <Trans>More</Trans>
            </button>
          ) : null
        }
      />
      <div id={listId} className="tabbed-posts__panel">
        {visible.length > 0 ? (
          <PostRows posts={visible} language={language} eager={eager} ranked />
        ) : (
          <p className="tabbed-posts__empty">
            <Trans>This list has no content yet.</Trans>
          </p>
        )}
      </div>
      {visible.length < current.items.length ? (
        <button
          type="button"
          className="button button--quiet tabbed-posts__more"
          aria-controls={listId}
          onClick={() => setSteps(steps + 1)}
        >
          <Trans>Show more</Trans>
        </button>
      ) : null}
    </div>
  )
}
