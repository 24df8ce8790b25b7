import { expect } from 'vitest'
import { vocabularyFaults } from './schema-org-vocabulary.ts'

/**
 * What search engines require of each schema.org type a page describes itself with (Google's
 * structured data guidelines): a page's JSON-LD is checked against these, not only parsed. The types
 * themselves come from schema-dts where the head is built (src/contract/head/page-head.ts).
 */
const required: Record<string, string[]> = {
  WebSite: ['name', 'url', 'potentialAction'],
  SearchAction: ['target', 'query-input'],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name', 'item'],
  Movie: ['name', 'url', 'image'],
  TVSeries: ['name', 'url', 'image', 'numberOfEpisodes', 'episode'],
  Episode: ['name', 'episodeNumber', 'url'],
  ComicSeries: ['name', 'url', 'image', 'hasPart'],
  Book: ['name', 'url', 'image', 'hasPart'],
  Chapter: ['name', 'position', 'url'],
  VideoGame: ['name', 'url', 'image', 'gamePlatform'],
  AggregateRating: ['ratingValue', 'ratingCount', 'bestRating', 'worstRating'],
  Person: ['name'],
  Organization: ['name'],
  VideoObject: ['name', 'description', 'thumbnailUrl', 'uploadDate'],
  EntryPoint: ['urlTemplate'],
}

const works = ['Movie', 'TVSeries', 'ComicSeries', 'Book', 'VideoGame']

const isAbsolute = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^/]/.test(value)

/** Checks one node and what it holds: a known type, its required properties, absolute addresses. */
function checkNode(node: unknown, where: string, top = false): void {
  if (Array.isArray(node)) {
    for (const [at, item] of node.entries()) checkNode(item, `${where}[${at}]`)
    return
  }
  if (node === null || typeof node !== 'object') return
  const thing = node as Record<string, unknown>
  const type = thing['@type']
  if (typeof type === 'string') {
    expect(Object.keys(required), `${where}: @type`).toContain(type)
    expect(vocabularyFaults(type, thing), `${where}: schema.org's vocabulary`).toEqual([])
    // A work named inside another (a chapter's book) is a reference to it: its name and address.
    const names = top || !works.includes(type) ? (required[type] ?? []) : ['name', 'url']
    for (const name of names) {
      expect(thing[name], `${where}: ${type}.${name}`).toBeDefined()
      expect(thing[name], `${where}: ${type}.${name}`).not.toBe('')
    }
    for (const name of ['url', 'item', 'image', 'thumbnailUrl', 'embedUrl'])
      if (name in thing) expect(isAbsolute(thing[name]), `${where}: ${type}.${name} is absolute`).toBe(true)
  }
  if (type === 'BreadcrumbList') {
    const items = thing.itemListElement as { position: number }[]
    expect(items.length, `${where}: breadcrumbs`).toBeGreaterThanOrEqual(2)
    expect(items.map((item) => item.position)).toEqual(items.map((_, at) => at + 1))
  }
  if (type === 'AggregateRating') {
    // Google's review snippets: the value within the scale the rating names (1 to 5 when it names
    // none), out of at least one rating.
    const worst = Number(thing.worstRating ?? 1)
    const best = Number(thing.bestRating ?? 5)
    const value = Number(thing.ratingValue)
    expect(value, `${where}: ratingValue ${value} within ${worst}-${best}`).toBeGreaterThanOrEqual(worst)
    expect(value, `${where}: ratingValue ${value} within ${worst}-${best}`).toBeLessThanOrEqual(best)
    expect(Number(thing.ratingCount ?? thing.reviewCount), `${where}: ratings counted`).toBeGreaterThan(0)
  }
  if (type === 'SearchAction') {
    const target = thing.target as { urlTemplate: string }
    const [, name] = /^required name=(\w+)$/.exec(String(thing['query-input'])) ?? []
    expect(name, `${where}: query-input`).toBeDefined()
    expect(target.urlTemplate).toContain(`{${name}}`)
  }
  for (const [name, value] of Object.entries(thing))
    if (name !== '@type') checkNode(value, `${where}.${name}`)
}

/** Checks a page's JSON-LD blocks and returns their top-level types, for the test to expect. */
export function schemaOrgTypes(blocks: unknown[]): string[] {
  return blocks.map((block, at) => {
    const thing = block as Record<string, unknown>
    expect(thing['@context'], `block ${at}: @context`).toBe('https://schema.org')
    checkNode(thing, `block ${at}`, true)
    return String(thing['@type'])
  })
}
