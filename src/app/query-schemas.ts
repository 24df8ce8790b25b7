import type { PersistedClient } from '@tanstack/query-persist-client-core'
import * as v from 'valibot'

/**
 * What each query the app keeps holds, by its key: checked when a stored cache is restored, so an
 * answer kept by an older version in a shape this one cannot show is dropped (and asked for again)
 * instead of being drawn as an error screen for up to seven days. One entry per feature, keyed by
 * the first part of the query key; each loads its feature's schemas only when the stored cache
 * holds one of its answers, so the first screen carries none of them.
 */
type SchemaOfKey = (key: readonly unknown[]) => v.GenericSchema | undefined

/** An infinite query: its pages, and the parameter each was asked with. */
const pagesOf = (page: v.GenericSchema) =>
  v.object({ pages: v.array(page), pageParams: v.array(v.unknown()) })

export const querySchemas: Record<string, () => Promise<SchemaOfKey>> = {
  async home() {
    const [{ homeIndexSchema }, { siteMenuSchema }] = await Promise.all([
      import('../contract/schemas/home.ts'),
      import('../contract/schemas/site-menu.ts'),
    ])
    const byKind: Record<string, v.GenericSchema> = { index: homeIndexSchema, menu: siteMenuSchema }
    return (key) => byKind[String(key[2])]
  },
  async detail() {
    const detail = await import('../contract/schemas/detail.ts')
    const byKind: Record<string, v.GenericSchema> = {
      post: detail.postDetailSchema,
      chapters: v.object({ chapters: v.array(detail.chapterSummarySchema), isNext: v.boolean() }),
      episode: detail.episodeSchema,
    }
    return (key) => byKind[String(key[2])]
  },
  async reader() {
    const { readerChapterSchema } = await import('../contract/schemas/chapters.ts')
    return (key) => (key[2] === 'chapter' ? readerChapterSchema : undefined)
  },
  async downloads() {
    const { chapterSummarySchema } = await import('../contract/schemas/detail.ts')
    return (key) => (key[2] === 'chapters' ? v.array(chapterSummarySchema) : undefined)
  },
  async lists() {
    const [{ postCardSchema }, { categorySchema }, { personSchema }] = await Promise.all([
      import('../contract/schemas/cards.ts'),
      import('../contract/schemas/lists.ts'),
      import('../contract/schemas/detail.ts'),
    ])
    const page = { posts: v.array(postCardSchema), isNext: v.boolean() }
    const byKind: Record<string, v.GenericSchema> = {
      posts: pagesOf(v.object(page)),
      categories: v.array(categorySchema),
      actor: pagesOf(v.object({ ...page, actor: personSchema })),
    }
    return (key) => byKind[String(key[2])]
  },
  async search() {
    const { postCardSchema } = await import('../contract/schemas/cards.ts')
    const page = v.object({ posts: v.array(postCardSchema), isNext: v.boolean(), total: v.number() })
    return (key) => (key[2] === 'results' ? pagesOf(page) : undefined)
  },
  async dashboard() {
    const { sectionDashboardSchema } = await import('../contract/schemas/dashboards.ts')
    return () => sectionDashboardSchema
  },
}

/**
 * Whether a restored answer can still be shown. A key no entry knows, or one whose schemas cannot
 * be loaded, is kept as it was stored: there is nothing to check it against.
 */
export async function answerCheckers(features: Iterable<string>) {
  const loaded = new Map<string, SchemaOfKey>()
  await Promise.all(
    [...new Set(features)].map(async (feature) => {
      const load = Object.hasOwn(querySchemas, feature) ? querySchemas[feature] : undefined
      const schemaOf = await load?.().catch(() => undefined)
      if (schemaOf) loaded.set(feature, schemaOf)
    }),
  )
  return (key: readonly unknown[], data: unknown) => {
    const schema = loaded.get(String(key[0]))?.(key)
    return schema === undefined || v.is(schema, data)
  }
}

/**
 * The stored cache without the answers this version can no longer show: each is dropped alone,
 * and asked for again when a screen needs it.
 */
export async function withShowableAnswers(client: PersistedClient): Promise<PersistedClient> {
  const { queries } = client.clientState
  const canShow = await answerCheckers(queries.map((query) => String(query.queryKey[0])))
  const kept = queries.filter(
    (query) => query.state.data === undefined || canShow(query.queryKey, query.state.data),
  )
  if (kept.length === queries.length) return client
  return { ...client, clientState: { ...client.clientState, queries: kept } }
}
