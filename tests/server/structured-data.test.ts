import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoIfEmpty } from '../../server/demo/seed.ts'
import { rowsOf } from '../../server/posts/rows.ts'
import { languages } from '../../src/contract/languages.ts'
import { categoryPagePath, personPagePath, searchPagePath } from '../../src/contract/page-paths.ts'
import { chapterPagePath, postPagePath } from '../../src/contract/post-paths.ts'
import type { Posttype } from '../../src/contract/posttypes.ts'
import { schemaOrgTypes } from '../unit/schema-org.ts'
import { appRenderer } from './app-renderer.ts'
import { createTestServer, type TestServer } from './harness.ts'

/*
 * Every page kind of the demo catalogue, as a crawler reads it, in both languages: its JSON-LD
 * against schema.org's vocabulary (tests/unit/schema-org-vocabulary.ts) and Google's structured
 * data rules (tests/unit/schema-org.ts). Every fault of every page is listed, not only the first.
 */

let server: TestServer
let appDir: string

beforeAll(async () => {
  appDir = mkdtempSync(join(tmpdir(), 'mot-app-'))
  writeFileSync(join(appDir, 'index.html'), readFileSync('index.html', 'utf8'))
  server = await createTestServer(
    { APP_DIR: appDir, PUBLIC_URL: 'https://mot.example' },
    { drawPage: await appRenderer() },
  )
  await seedDemoIfEmpty(server.db, server.mediaDir)
}, 120_000)

afterAll(async () => {
  await server.close()
  rmSync(appDir, { recursive: true, force: true })
})

/** The demo's pages of every kind: each post's detail and first chapter, sections, categories, people. */
async function pages(): Promise<string[]> {
  const posts = await rowsOf<{ posttype: Posttype; slug: string; chapters: number }>(
    server.db,
    sql`select p.posttype, p.slug, count(c.id)::int as chapters from posts p
      left join chapters c on c.post_id = p.id group by p.id order by p.id`,
  )
  const category = (
    await rowsOf<{ posttype: Posttype; slug: string }>(
      server.db,
      sql`select posttype, slug from categories limit 1`,
    )
  )[0]!
  const person = (await rowsOf<{ slug: string }>(server.db, sql`select slug from people limit 1`))[0]!
  return languages.flatMap((language) => [
    `/${language}`,
    ...['movies', 'comics', 'novels', 'games'].map((section) => `/${language}/${section}`),
    categoryPagePath(language, category.posttype, category.slug),
    personPagePath(language, person.slug),
    searchPagePath(language, 'a'),
    ...posts.flatMap(({ posttype, slug, chapters }) => [
      postPagePath(language, posttype, slug),
      ...(chapters > 0 && (posttype === 'comic' || posttype === 'novel')
        ? [chapterPagePath(language, posttype, slug, 1)]
        : []),
    ]),
  ])
}

describe("the demo's structured data, by schema.org and Google", () => {
  it('every page kind, in both languages', async () => {
    const faults: string[] = []
    let checked = 0
    for (const url of await pages()) {
      const res = await server.app.inject({ url, headers: { 'user-agent': 'Googlebot/2.1' } })
      if (res.statusCode !== 200) {
        faults.push(`${url}: ${res.statusCode}`)
        continue
      }
      const blocks = [...res.body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        ([, json]) => JSON.parse(json!) as unknown,
      )
      try {
        schemaOrgTypes(blocks)
        checked += blocks.length
      } catch (error) {
        faults.push(`${url}: ${(error as Error).message}`)
      }
    }
    expect(faults).toEqual([])
    expect(checked).toBeGreaterThan(100)
  }, 300_000)
})
