import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { audit } from '../../server/admin/audit.ts'
import { nextAddress, signUp, signUpAdmin } from './action-forms.ts'
import { createCategory, createChapters, createPerson, createPost } from './factory.ts'
import { createTestServer, type TestServer } from './harness.ts'

let server: TestServer
let admin: { token: string; user: { id: number; email: string } }
let member: { token: string; user: { id: number; email: string } }

beforeAll(async () => {
  server = await createTestServer()
  admin = await signUpAdmin(server.app, 'quantri@example.com')
  member = await signUp(server.app, 'thanhvien@example.com')
})
afterAll(() => server.close())

const read = async (lang = 'vi') => {
  const res = await server.app.inject({
    url: `/${lang}/api/v1/admin/audit/`,
    headers: { authorization: `Bearer ${admin.token}`, 'x-forwarded-for': nextAddress() },
  })
  expect(res.statusCode).toBe(200)
  return res.json().data as Record<string, unknown>[]
}

describe('the audit log names what each entry is about', () => {
  it('gives each entry its post, chapter, member, category or person as they are now, and who acted', async () => {
    const { db } = server
    const post = await createPost(db, {
      posttype: 'novel',
      slug: 'kiem-si-may-troi',
      titleVi: 'Kiếm sĩ mây trời',
      titleEn: 'Swordsman of the clouds',
    })
    const [chapter] = await createChapters(db, post.id, 1)
    const category = await createCategory(db, 'novel', 'vo-hiep', { vi: 'Võ hiệp', en: 'Martial arts' })
    const person = await createPerson(db, 'kim-dung', 'Kim Dung')
    const actor = { memberId: admin.user.id, email: admin.user.email }
    await audit(db, actor, { action: 'post.edit', target: `post:${post.id}` })
    await audit(db, actor, { action: 'chapter.edit', target: `chapter:${chapter?.id}` })
    await audit(db, actor, { action: 'member.grant-admin', target: `member:${member.user.id}` })
    await audit(db, actor, { action: 'category.rename', target: `category:${category.id}` })
    await audit(db, actor, { action: 'person.rename', target: `person:${person.id}` })
    await audit(db, { command: 'set-role' }, { action: 'post.delete', target: 'post:999999' })
    await audit(db, actor, { action: 'library.rescan', target: 'library:' })
    // A deleted chapter is named by the values its entry kept; its post, by the post as it is.
    const kept = { postId: post.id, title: { vi: 'Chương 9', en: 'Chapter 9' } }
    await audit(db, actor, { action: 'chapter.delete', target: 'chapter:999999', before: kept })

    const [deletedChapter, rescan, gone, personEntry, categoryEntry, memberEntry, chapterEntry, postEntry] =
      await read()
    const title = { vi: 'Kiếm sĩ mây trời', en: 'Swordsman of the clouds' }
    const by = { id: admin.user.id, name: expect.any(String), email: 'quantri@example.com' }
    const postNamed = { id: post.id, slug: 'kiem-si-may-troi', posttype: 'novel', title }
    expect(postEntry).toMatchObject({ action: 'post.edit', by, post: postNamed, chapter: null, member: null })
    expect(chapterEntry).toMatchObject({
      action: 'chapter.edit',
      post: postNamed,
      chapter: { id: chapter?.id, title: { vi: 'Chương 1', en: 'Chapter 1' } },
    })
    expect(memberEntry).toMatchObject({
      post: null,
      member: { id: member.user.id, name: expect.any(String), email: 'thanhvien@example.com' },
    })
    expect(categoryEntry).toMatchObject({
      term: { id: category.id, name: { vi: 'Võ hiệp', en: 'Martial arts' } },
    })
    expect(personEntry).toMatchObject({ term: { id: person.id, name: { vi: 'Kim Dung', en: 'Kim Dung' } } })
    // What is gone, and what names nothing, is still listed: with its codes, and nothing to link to.
    expect(gone).toMatchObject({ actor: 'command: set-role', by: null, post: null, target: 'post:999999' })
    expect(deletedChapter).toMatchObject({ post: postNamed, chapter: null })
    expect(rescan).toMatchObject({ target: 'library:', post: null, member: null, term: null, chapter: null })
  })
})
