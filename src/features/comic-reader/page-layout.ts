import * as v from 'valibot'
import { deviceRecord } from '../../shared/device-record.ts'
import { useMediaQuery } from '../../shared/hooks/use-media-query.ts'
import { readJson } from '../../shared/local-storage.ts'
import { useHydrated } from '../../shared/react/use-hydrated.ts'
import { PAGE_LAYOUT_KEY } from '../../shared/storage-keys.ts'

/** One page at a time, two side by side (a spread), or two when the screen is wide and lying down. */
export const pageLayouts = ['single', 'double', 'auto'] as const
export type PageLayout = (typeof pageLayouts)[number]

export interface PageLayoutSetting {
  layout: PageLayout
  /** With two pages, the first (the cover) stands alone, so the printed spreads pair up right. */
  coverAlone: boolean
}

/** One page, as the self-hosted readers open: two is a choice. */
export const defaultPageLayout: PageLayoutSetting = { layout: 'single', coverAlone: true }

/** A screen where 'auto' shows two pages: a tablet on its side or a desktop window. */
export const WIDE_SCREEN = '(orientation: landscape) and (min-width: 900px)'

const settingSchema = v.object({
  layout: v.fallback(v.picklist(pageLayouts), defaultPageLayout.layout),
  coverAlone: v.fallback(v.boolean(), defaultPageLayout.coverAlone),
})

/** The setting the device holds, through the schema: a part it refuses is that part's default. */
export const readPageLayout = (key = PAGE_LAYOUT_KEY, initial = defaultPageLayout) =>
  readJson(key, v.fallback(settingSchema, initial), initial)

const setting = deviceRecord(
  PAGE_LAYOUT_KEY,
  v.fallback(settingSchema, defaultPageLayout),
  () => defaultPageLayout,
)

export const setPageLayout = setting.write

/** The setting as the device holds it; the default while the app takes over a page the server drew. */
export const usePageLayout = () => setting.use(setting.read, defaultPageLayout)

/** Forgets the setting in this module's memory: the next read comes from storage again (tests). */
export const reloadPageLayout = setting.reload

/**
 * Whether pages are shown two at a time here and now, and the cover alone. The device's choice
 * applies once the app has taken a drawn page over: the server drew one page.
 */
export function useSpread() {
  const setting = usePageLayout()
  const wide = useMediaQuery(WIDE_SCREEN)
  const hydrated = useHydrated()
  const double = hydrated && (setting.layout === 'double' || (setting.layout === 'auto' && wide))
  return { double, coverAlone: setting.coverAlone }
}

/**
 * The views of a chapter in paged mode, each the indices of the pages shown together, in reading
 * order. Two at a time, the cover may stand alone; a last page without a partner stands alone too.
 */
export function viewsOf(count: number, double: boolean, coverAlone: boolean): number[][] {
  const views: number[][] = []
  let page = 0
  if (double && coverAlone && count > 0) views.push([page++])
  while (page < count) {
    const pair = double && page + 1 < count
    views.push(pair ? [page, page + 1] : [page])
    page += pair ? 2 : 1
  }
  return views
}
