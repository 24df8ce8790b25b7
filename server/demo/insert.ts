import { type PersonRole, personRoles } from '../../src/contract/person-roles.ts'
import {
  categories,
  chapters,
  dashboardModules,
  menuEntries,
  people,
  postCategories,
  postPeople,
  posts,
} from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'
import { namesOf } from '../library/within-limits.ts'
import { slugOf } from '../posts/slug.ts'
import { bannerPath, coverPath } from './art.ts'
import { demoCategories } from './categories.ts'
import { demoDashboards } from './dashboards.ts'
import { demoMembers, engagementOf } from './engagement.ts'
import { inChunks, insertActivity } from './insert-activity.ts'
import { demoMenu } from './menu.ts'
import type { DemoPost } from './types.ts'

const DAY = 86_400_000

/** When a post was added and last updated, and when each of its chapters came out. */
function datesOf(post: DemoPost, now: number) {
  const created = now - post.ageDays * DAY - (post.slug.length % 12) * 3_600_000
  const updated = post.chapters.length > 1 ? now - Math.floor(post.ageDays / 3) * DAY - 3_600_000 : created
  const step = post.chapters.length > 1 ? (updated - created) / (post.chapters.length - 1) : 0
  return { created, updated, chapterAt: (i: number) => new Date(created + step * i) }
}

export async function insertCatalogue(tx: Tx, catalogue: DemoPost[]) {
  const now = Date.now()
  const categoryRows = await tx
    .insert(categories)
    .values(
      Object.entries(demoCategories).flatMap(([posttype, list]) =>
        list.map((c) => ({ posttype: posttype as DemoPost['posttype'], ...c })),
      ),
    )
    .returning({ id: categories.id, slug: categories.slug, posttype: categories.posttype })
  const categoryId = (p: DemoPost, slug: string) => {
    const row = categoryRows.find((c) => c.posttype === p.posttype && c.slug === slug)
    if (!row) throw new Error(`Demo post ${p.slug} names an unknown category: ${slug}`)
    return row.id
  }

  // Who each post credits, role by role: a comic's or novel's author line names its authors.
  const creditsOf = (p: DemoPost): Record<PersonRole, string[]> => ({
    author: namesOf(p.author),
    artist: p.artists ?? [],
    director: p.directors ?? [],
    actor: p.actors ?? [],
    studio: p.studios ?? [],
  })
  const names = [...new Set(catalogue.flatMap((p) => personRoles.flatMap((role) => creditsOf(p)[role])))]
  const personRows = await tx
    .insert(people)
    .values(names.map((title) => ({ title, slug: slugOf(title) })))
    .returning({ id: people.id, title: people.title })
  const personId = new Map(personRows.map((r) => [r.title, r.id]))

  const engagement = catalogue.map((p) => engagementOf(p, demoMembers().length))

  const postRows = await tx
    .insert(posts)
    .values(
      catalogue.map((p, i) => {
        const { created, updated } = datesOf(p, now)
        return {
          slug: p.slug,
          posttype: p.posttype,
          title: p.title,
          description: p.description,
          feature: coverPath(p.slug),
          banner: bannerPath(p.slug),
          releaseYear: p.releaseYear,
          ageRating: p.ageRating ?? 0,
          author: p.author ?? null,
          playUrl: p.playUrl ?? null,
          views: engagement[i]!.earlierViews,
          createdAt: new Date(created),
          updatedAt: new Date(updated),
        }
      }),
    )
    .returning({ id: posts.id })
  const ids = postRows.map((r) => r.id)

  await tx
    .insert(postCategories)
    .values(
      catalogue.flatMap((p, i) =>
        p.categories.map((slug) => ({ postId: ids[i]!, categoryId: categoryId(p, slug) })),
      ),
    )
  const credits = catalogue.flatMap((p, i) =>
    personRoles.flatMap((role) =>
      creditsOf(p)[role].map((name, position) => ({
        postId: ids[i]!,
        personId: personId.get(name)!,
        role,
        position,
      })),
    ),
  )
  await tx.insert(postPeople).values(credits)

  const chapterRows = catalogue.flatMap((p, i) => {
    const { chapterAt } = datesOf(p, now)
    return p.chapters.map((c, n) => ({
      postId: ids[i]!,
      index: n + 1,
      novelIndex: p.posttype === 'novel' ? n + 1 : null,
      title: c.title,
      source: c.source ?? null,
      subtitles: c.subtitles ?? null,
      introStart: c.intro?.start ?? null,
      introEnd: c.intro?.end ?? null,
      content: c.content ?? null,
      pageSizes: c.pageSizes ?? null,
      createdAt: chapterAt(n),
      updatedAt: chapterAt(n),
    }))
  })
  await inChunks(chapterRows, 200, (chunk) => tx.insert(chapters).values(chunk))

  await insertActivity(tx, ids, engagement)

  const dashboards = demoDashboards(catalogue)
  await tx
    .insert(dashboardModules)
    .values(
      Object.entries(dashboards).flatMap(([page, modules]) =>
        modules.map((module, position) => ({ page: page as keyof typeof dashboards, position, module })),
      ),
    )
  await tx.insert(menuEntries).values(demoMenu.map((entry, position) => ({ position, entry })))
}
