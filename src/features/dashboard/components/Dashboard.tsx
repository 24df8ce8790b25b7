import { Trans } from '@lingui/react/macro'
import { useAtomValue } from 'jotai'
import { ABOVE_FOLD_MODULES } from '../../../contract/image-sizes.ts'
import type { Language } from '../../../contract/languages.ts'
import type { DashboardModule } from '../../../contract/schemas/dashboards.ts'
import { isKioskAtom, leavesApp } from '../../../shared/kiosk.ts'
import { PostGrid } from '../../../shared/ui/PostGrid.tsx'
import { chatStyle } from '../module-colours.ts'
import { BannerSlider } from './BannerSlider.tsx'
import { ChatCallout } from './ChatCallout.tsx'
import { ModuleFrame } from './ModuleFrame.tsx'
import { PostRows } from './PostRows.tsx'
import { PostScroller } from './PostScroller.tsx'
import { SectionShortcuts } from './SectionShortcuts.tsx'
import { TabbedPosts } from './TabbedPosts.tsx'
import { TypeTabs } from './TypeTabs.tsx'

/** Whether a module has anything to draw: unknown types and empty lists are left out. */
export function isDrawn(module: DashboardModule) {
  switch (module.kind) {
    case 'other':
      return false
    case 'posts':
    case 'banner':
    case 'tabs':
    case 'links':
      return module.items.length > 0
    case 'label':
      return Boolean(module.label?.trim())
    case 'space':
      return (module.height ?? 0) > 0
    case 'chat':
      return Boolean(module.label?.trim() || module.button?.data?.url)
  }
}

/** Kiosk mode keeps visitors in the app: no chat call, no banner or shortcut to another site. */
function withoutExits(module: DashboardModule): DashboardModule[] {
  switch (module.kind) {
    case 'chat':
      return []
    case 'banner':
      return [{ ...module, items: module.items.filter((banner) => !leavesApp(banner.slug)) }]
    case 'links':
      return [{ ...module, items: module.items.filter((item) => !leavesApp(item.url)) }]
    default:
      return [module]
  }
}

/** A dashboard (spec §2): the server's modules in order, each drawn by its type. */
export function Dashboard({ modules, language }: { modules: DashboardModule[]; language: Language }) {
  const kiosk = useAtomValue(isKioskAtom)
  const drawn = (kiosk ? modules.flatMap(withoutExits) : modules).filter(isDrawn)
  if (drawn.length === 0) {
    return (
      <section className="status-screen">
        <h2>
          <Trans>No lists</Trans>
        </h2>
        <p>
          <Trans>This list has no content yet.</Trans>
        </p>
      </section>
    )
  }
  // What follows a banner near the top is below the first screen: its pictures load as it nears.
  const banner = drawn.findIndex((module) => module.kind === 'banner')
  const eagerModules = banner === -1 ? ABOVE_FOLD_MODULES : Math.min(ABOVE_FOLD_MODULES, banner + 1)
  return (
    <div className="dashboard">
      {drawn.map((module, i) => (
        <ModuleView
          key={`${module.type}-${module.id}`}
          module={module}
          language={language}
          eager={i < eagerModules}
        />
      ))}
    </div>
  )
}

function ModuleView({
  module,
  language,
  eager,
}: {
  module: DashboardModule
  language: Language
  eager: boolean
}) {
  switch (module.kind) {
    case 'label':
      return (
        <h2 className="module module__label block-label" data-module-type={module.type}>
          {module.label}
        </h2>
      )
    case 'space':
      return (
        <div
          className="module--space"
          data-module-type={module.type}
          style={{ height: module.height ?? 0 }}
        />
      )
    case 'chat':
      return (
        <ModuleFrame module={module} language={language} style={chatStyle(module)}>
          <ChatCallout module={module} language={language} />
        </ModuleFrame>
      )
    case 'banner':
      return (
        <ModuleFrame module={module} language={language}>
          <BannerSlider banners={module.items} language={language} eager={eager} />
        </ModuleFrame>
      )
    case 'tabs':
      return (
        <ModuleFrame module={module} language={language}>
          <TabbedPosts tabs={module.items} language={language} eager={eager} />
        </ModuleFrame>
      )
    case 'links':
      return (
        <ModuleFrame module={module} language={language}>
          {module.type === 'type_tabs' ? (
            <TypeTabs items={module.items} language={language} />
          ) : (
            <SectionShortcuts items={module.items} language={language} />
          )}
        </ModuleFrame>
      )
    case 'posts':
      return (
        <ModuleFrame module={module} language={language}>
          <PostList module={module} language={language} eager={eager} />
        </ModuleFrame>
      )
    case 'other':
      return null
  }
}

function PostList({
  module,
  language,
  eager,
}: {
  module: Extract<DashboardModule, { kind: 'posts' }>
  language: Language
  eager: boolean
}) {
  switch (module.type) {
    case 'itemshorizontal':
      return <PostScroller posts={module.items} language={language} variant="row" eager={eager} />
    case 'itemslider':
      return <PostScroller posts={module.items} language={language} variant="slider" eager={eager} />
    case 'itemslist':
      return <PostRows posts={module.items} language={language} eager={eager} />
    case 'itemgrid':
      return <PostGrid posts={module.items} language={language} eagerCount={eager ? 4 : 0} />
  }
}
