import { and, asc, eq, inArray, not } from 'drizzle-orm'
import type { Language as Lang } from '../../src/contract/languages.ts'
import type { Posttype } from '../../src/contract/posttypes.ts'
import { type Audience, mayBeSeen } from '../audience/index.ts'
import type { ServerContext } from '../context.ts'
import {
  type DashboardPage,
  dashboardModules,
  type Localized,
  type PostSource,
  posts,
  type StoredModule,
} from '../db/schema.ts'
import type { PostCard } from '../posts/cards.ts'
import { imageOf, mediaLink } from '../posts/images.ts'
import { localize } from '../posts/localize.ts'
import { cardsOfSources, type Narrowing } from './sources.ts'

/** Module types whose items are post cards from the module's source. */
const postListTypes = new Set<StoredModule['type']>([
  'itemshorizontal',
  'itemslider',
  'itemslist',
  'itemgrid',
])

/** What a module's stored item may hold: a slider's banner, or a post type's link. */
interface StoredItem {
  title?: Localized
  description?: Localized
  /** Paths under the media root, or absolute URLs. */
  image?: string
  image_mobile?: string
  /** An absolute URL (opens in a new tab) or an in-app path. */
  slug?: string
  posttype?: Posttype
  label?: Localized
  url?: string
}

/** The sources a module's posts come from: a list's own, or each of its tabs'. */
export const sourcesOf = (module: StoredModule): PostSource[] =>
  'source' in module ? [module.source] : 'tabs' in module ? module.tabs.map((tab) => tab.source) : []

/**
 * The modules of a dashboard page in order, as docs/api.md's Module: labels in the request's
 * language, items filled from their sources now (so they follow views and likes), media as URLs.
 */
export async function loadModules(
  ctx: ServerContext,
  audience: Audience,
  lang: Lang,
  page: DashboardPage,
  narrowing?: Narrowing,
) {
  const rows = await ctx.db
    .select({ id: dashboardModules.id, module: dashboardModules.module })
    .from(dashboardModules)
    .where(eq(dashboardModules.page, page))
    .orderBy(asc(dashboardModules.position), asc(dashboardModules.id))
  return servedModules(ctx, audience, lang, rows, narrowing)
}

/**
 * Stored modules as served: the public dashboards give their saved rows, an admin's preview the
 * rows it would save (numbered by position), so a preview is exactly what visitors would get.
 */
export async function servedModules(
  ctx: ServerContext,
  audience: Audience,
  lang: Lang,
  rows: { id: number; module: StoredModule }[],
  narrowing?: Narrowing,
) {
  const sources: PostSource[] = []
  const slotOf = (source: PostSource) => sources.push(source) - 1
  const plans = rows.map(({ id, module }) => ({
    id,
    module,
    listSlot: 'source' in module ? slotOf(module.source) : undefined,
    tabSlots: 'tabs' in module ? module.tabs.map((tab) => slotOf(tab.source)) : [],
  }))
  const [cards, unseen] = await Promise.all([
    cardsOfSources(ctx, audience, lang, sources, narrowing),
    unseenSlugs(ctx, audience, rows),
  ])
  return plans.map(({ id, module, listSlot, tabSlots }) => {
    const cardsAt = (slot: number | undefined) => (slot === undefined ? [] : (cards[slot] ?? []))
    let items: unknown[]
    if (postListTypes.has(module.type)) items = cardsAt(listSlot)
    else if (module.type === 'itemstab') items = tabsOf(lang, module.tabs, tabSlots.map(cardsAt))
    else if (module.type === 'slider')
      items = module.items
        .map((item, i) => bannerOf(ctx, lang, item, i))
        .filter((banner) => !unseen.has(banner.slug))
    else if ('items' in module) items = module.items.map((item) => itemOf(ctx, lang, item))
    else items = []
    return moduleOf(lang, id, module, items)
  })
}

/**
 * A banner's post, as its `slug` names it: a post's address (`/novel/{slug}/`) or its slug alone.
 */
const bannerPost = (slug: string) => {
  const path = /^\/?([a-z]+)\/([^/?#]+)\/?$/.exec(slug)
  return path ? { posttype: path[1], slug: decodeURIComponent(path[2]!) } : { posttype: undefined, slug }
}

/**
 * The banners' `slug`s that name a post the audience may not see (server/audience/): those banners
 * are left out. No query for an audience that sees everything.
 */
async function unseenSlugs(
  ctx: ServerContext,
  audience: Audience,
  rows: { module: StoredModule }[],
): Promise<Set<string>> {
  const seen = mayBeSeen(audience)
  const named = rows.flatMap(({ module }) =>
    module.type === 'slider' ? module.items.flatMap((item) => (item.slug ? [item.slug] : [])) : [],
  )
  if (!seen || named.length === 0) return new Set()
  const found = await ctx.db
    .select({ slug: posts.slug, posttype: posts.posttype })
    .from(posts)
    .where(
      and(
        inArray(
          posts.slug,
          named.map((slug) => bannerPost(slug).slug),
        ),
        not(seen),
      ),
    )
  return new Set(
    named.filter((name) => {
      const post = bannerPost(name)
      return found.some((row) => row.slug === post.slug && (!post.posttype || row.posttype === post.posttype))
    }),
  )
}

function moduleOf(lang: Lang, id: number, module: StoredModule, items: unknown[]) {
  // Fields the contract does not name pass through, as long as they carry no language.
  const { label, button, ...fields } = module
  // A type's own parts are served as its items (a source's cards, the tabs), not as they are stored.
  const stored: Record<string, unknown> = fields
  const { source: _source, tabs: _tabs, items: _items, ...rest } = stored
  return {
    images: null,
    backgroundColor: null,
    height: null,
    filterKey: null,
    ...rest,
    id,
    label: localize(label, lang) ?? '',
    items,
    button: button
      ? { ...button, label: localize(button.label, lang) ?? '', data: { ...button.data } }
      : null,
    posttype: module.posttype ?? ('source' in module ? module.source.posttype : null),
  }
}

/** itemstab: one tab per stored source; `api` is the list a "see more" opens. */
function tabsOf(
  lang: Lang,
  tabs: { label: Localized; slug: string; source: PostSource }[],
  cards: PostCard[][],
) {
  return tabs.map((tab, i) => ({
    id: i + 1,
    label: localize(tab.label, lang) ?? '',
    slug: tab.slug,
    api: `/posts/lists/${tab.source.posttype}/`,
    items: cards[i] ?? [],
  }))
}

/** slider: a banner; `slug` is an absolute link (new tab) or an in-app path, as stored. */
function bannerOf(ctx: ServerContext, lang: Lang, item: StoredItem, i: number) {
  return {
    id: i + 1,
    title: localize(item.title, lang) ?? '',
    description: localize(item.description, lang) ?? '',
    images: imageOf(ctx, item.image, 'banner'),
    images_mobile: imageOf(ctx, item.image_mobile ?? item.image, 'banner'),
    slug: item.slug ?? '',
  }
}

/** posttype_slider and type_tabs items, and any other stored items: labels localized, images as URLs. */
function itemOf(ctx: ServerContext, lang: Lang, item: StoredItem) {
  const { title, description, label, image, image_mobile: _mobile, ...rest } = item
  return {
    ...rest,
    label: localize(label ?? title, lang) ?? '',
    ...(description && { description: localize(description, lang) ?? '' }),
    ...(image !== undefined && { image: image ? mediaLink(ctx, image) : null }),
  }
}
