import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, commentReports, comments, members } from '../../server/db/schema.ts'
import { COMMENT_MAX, COMMENTS_PAGE_SIZE } from '../../src/contract/comments.ts'
import { accountClient } from './account-client.ts'
import { csrfToken, nextAddress, signUp } from './action-forms.ts'
import { adminClient } from './admin-client.ts'
import { createChapters, createPost } from './factory.ts'
import { createTestServer, type TestServer } from './harness.ts'

/*
 * Comments on a chapter or an episode (issue 49): members write, reply one level deep, like and
 * report; visitors read; admins see reported ones first, hide, delete and mute, each in the audit
 * log; the text keeps to the hostile-input rules, the word filter and the new members' link rule.
 */

const plenty = { perAddress: 10_000, perMember: 10_000 }
let server: TestServer
let limited: TestServer
beforeAll(async () => {
  server = await createTestServer({}, { writeLimits: { comment: plenty, like: plenty, admin: plenty } })
  limited = await createTestServer({}, { writeLimits: { comment: { perAddress: 100, perMember: 2 } } })
})
afterAll(async () => {
  await server?.close()
  await limited?.close()
})

let count = 0
/** A new member, signed in; `old` makes their account two days old (links allowed). */
async function member(lang: 'vi' | 'en' = 'en', { old = true, on = server } = {}) {
  count += 1
  const email = `reader-${count}-${Date.now()}@example.com`
  const name = `Reader ${count}`
  const { token, user } = await signUp(on.app, email, 'secret-password', name)
  if (old)
    await on.db
      .update(members)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(eq(members.id, user.id))
  return { token, id: user.id, name, client: accountClient(on.app, token, lang) }
}

/** A published comic with three chapters, and the address of its first chapter's comments. */
async function comic(on = server) {
  const post = await createPost(on.db, { posttype: 'comic' })
  await createChapters(on.db, post.id, 3)
  return { post, path: `/posts/comments/comic/${post.id}/1/` }
}

const read = (path: string, token?: string, lang = 'en') =>
  server.app.inject({
    url: `/${lang}/api/v1${path}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })

describe('writing and reading', () => {
  it('a member writes; a visitor reads it, as plain text with its line breaks', async () => {
    const { post, path } = await comic()
    const writer = await member()
    const res = await writer.client.post(path, { body: '  Hay quá!\r\nChương sau ||Lan chết|| nhé  ' })
    expect(res.statusCode).toBe(201)
    const written = res.json().data
    expect(written).toMatchObject({
      body: 'Hay quá!\nChương sau ||Lan chết|| nhé',
      author: { name: writer.name, avatar: null },
      like_count: 0,
      is_mine: true,
      parent_id: null,
    })

    const visitor = await read(path)
    expect(visitor.statusCode).toBe(200)
    expect(visitor.headers['cache-control']).toBe('no-store')
    const body = visitor.json()
    expect(body).toMatchObject({ status: 'success', is_next: false, paged: 1, total: 1 })
    expect(body.data).toEqual([
      {
        id: written.id,
        body: 'Hay quá!\nChương sau ||Lan chết|| nhé',
        created_at: written.created_at,
        author: written.author,
        like_count: 0,
        is_liked: false,
        is_mine: false,
        replies: [],
        reply_count: 0,
      },
    ])
    // Another chapter of the post has none.
    expect((await read(`/posts/comments/comic/${post.id}/2/`)).json().data).toEqual([])
  })

  it('a visitor cannot write (401, in the address’s language), nor like or report', async () => {
    const { path } = await comic()
    const { csrf_token } = await csrfToken(server.app)
    const write = (lang: string) =>
      server.app.inject({
        method: 'POST',
        url: `/${lang}/api/v1${path}`,
        payload: { body: 'Xin chào', csrf_token },
      })
    const vi = await write('vi')
    expect(vi.statusCode).toBe(401)
    expect(vi.json().message).toBe('Bạn cần đăng nhập để bình luận.')
    expect((await write('en')).json().message).toBe('You need to sign in to comment.')
    const writer = await member()
    const { id } = (await writer.client.post(path, { body: 'Hello' })).json().data
    for (const action of ['like', 'report']) {
      const res = await server.app.inject({
        method: 'POST',
        url: `/en/api/v1/comments/${id}/${action}/`,
        payload: { like: '1', csrf_token },
      })
      expect(res.statusCode).toBe(401)
    }
  })

  it('answers 404 for an unknown post, a game, a hidden chapter or an unpublished post', async () => {
    const { post } = await comic()
    const writer = await member()
    expect((await read(`/posts/comments/comic/${post.id}/9/`)).statusCode).toBe(404)
    expect((await read(`/posts/comments/novel/${post.id}/1/`)).statusCode).toBe(404)
    expect((await read(`/posts/comments/game/${post.id}/1/`)).statusCode).toBe(400)
    await server.db.execute(
      sql`update chapters set hidden_at = now() where post_id = ${post.id} and index = 2`,
    )
    expect((await read(`/posts/comments/comic/${post.id}/2/`)).statusCode).toBe(404)
    const refused = await writer.client.post(`/posts/comments/comic/${post.id}/2/`, { body: 'Hello' })
    expect(refused.statusCode).toBe(404)
    expect(refused.json().message).toBe('Chapter or episode not found.')
    const draft = await createPost(server.db, { posttype: 'movie', status: 'unpublished' })
    await createChapters(server.db, draft.id, 1)
    expect((await read(`/posts/comments/movie/${draft.id}/1/`)).statusCode).toBe(404)
  })

  it('pages top-level comments newest first and counts every comment shown', async () => {
    const { post, path } = await comic()
    const writer = await member()
    const rows = Array.from({ length: COMMENTS_PAGE_SIZE + 2 }, (_, i) => ({
      postId: post.id,
      chapterIndex: 1,
      memberId: writer.id,
      body: `Comment ${i}`,
      createdAt: new Date(Date.UTC(2024, 0, 1, 0, i)),
    }))
    await server.db.insert(comments).values(rows)
    const first = (await read(path)).json()
    expect(first).toMatchObject({ is_next: true, total: COMMENTS_PAGE_SIZE + 2 })
    expect(first.data[0].body).toBe(`Comment ${COMMENTS_PAGE_SIZE + 1}`)
    const second = (await read(`${path}?page=2`)).json()
    expect(second.is_next).toBe(false)
    expect(second.data.map((c: { body: string }) => c.body)).toEqual(['Comment 1', 'Comment 0'])
  })
})

describe('replies', () => {
  it('go one level deep: a reply to a reply is refused', async () => {
    const { path } = await comic()
    const [a, b] = [await member(), await member('vi')]
    const top = (await a.client.post(path, { body: 'Who is the villain?' })).json().data
    const reply = await b.client.post(path, { body: 'Chị gái nó', parent_id: String(top.id) })
    expect(reply.statusCode).toBe(201)
    expect(reply.json().data.parent_id).toBe(top.id)
    const deeper = await a.client.post(path, { body: 'Really?', parent_id: String(reply.json().data.id) })
    expect(deeper.statusCode).toBe(400)
    expect(deeper.json().message).toBe(
      'Replies go one level deep: reply to the comment itself, not to a reply.',
    )
    const deeperVi = await b.client.post(path, { body: 'Thật', parent_id: String(reply.json().data.id) })
    expect(deeperVi.json().message).toBe(
      'Chỉ trả lời được bình luận gốc, không trả lời được một câu trả lời.',
    )

    const list = (await read(path, a.token)).json()
    expect(list.total).toBe(2)
    expect(list.data).toHaveLength(1)
    expect(list.data[0]).toMatchObject({ id: top.id, is_mine: true, reply_count: 1 })
    expect(list.data[0].replies).toMatchObject([{ body: 'Chị gái nó', is_mine: false }])
  })

  it('must reply to a comment of the same chapter', async () => {
    const { post, path } = await comic()
    const writer = await member()
    const top = (await writer.client.post(path, { body: 'Chapter one' })).json().data
    const elsewhere = await writer.client.post(`/posts/comments/comic/${post.id}/2/`, {
      body: 'Wrong place',
      parent_id: String(top.id),
    })
    expect(elsewhere.statusCode).toBe(404)
    const unknown = await writer.client.post(path, { body: 'Nobody', parent_id: '2147483000' })
    expect(unknown.statusCode).toBe(404)
  })
})

describe('likes and reports', () => {
  it('a like counts once per member, and can be taken back', async () => {
    const { path } = await comic()
    const [writer, fan] = [await member(), await member()]
    const { id } = (await writer.client.post(path, { body: 'Like me' })).json().data
    const like = (client: typeof fan.client, value: string) =>
      client.post(`/comments/${id}/like/`, { like: value })
    expect((await like(fan.client, '1')).json().data).toEqual({ id, like_count: 1, is_liked: true })
    expect((await like(fan.client, '1')).json().data).toEqual({ id, like_count: 1, is_liked: true })
    expect((await like(writer.client, '1')).json().data.like_count).toBe(2)
    expect((await read(path, fan.token)).json().data[0]).toMatchObject({ like_count: 2, is_liked: true })
    expect((await like(fan.client, '2')).json().data).toEqual({ id, like_count: 1, is_liked: false })
    expect((await like(fan.client, '2')).json().data.like_count).toBe(1)
    expect((await read(path, fan.token)).json().data[0].is_liked).toBe(false)
    expect((await like(fan.client, '3')).statusCode).toBe(400)
  })

  it('a report counts once per member; one’s own comment cannot be reported', async () => {
    const { path } = await comic()
    const [writer, reporter] = [await member(), await member()]
    const { id } = (await writer.client.post(path, { body: 'Spam spam' })).json().data
    const report = (client: typeof writer.client) =>
      client.post(`/comments/${id}/report/`, { reason: 'Quảng cáo' })
    expect((await report(reporter.client)).json()).toEqual({
      status: 'success',
      data: { id, reported: true },
    })
    expect((await report(reporter.client)).statusCode).toBe(200)
    const [row] = await server.db.select().from(comments).where(eq(comments.id, id))
    expect(row!.reportCount).toBe(1)
    expect(
      await server.db.select().from(commentReports).where(eq(commentReports.commentId, id)),
    ).toMatchObject([{ memberId: reporter.id, reason: 'Quảng cáo' }])
    const own = await report(writer.client)
    expect(own.statusCode).toBe(400)
    expect(own.json().message).toBe('You cannot report your own comment.')
  })

  it('a member deletes their own comment, with its replies, and no one else’s', async () => {
    const { path } = await comic()
    const [writer, other] = [await member(), await member()]
    const { id } = (await writer.client.post(path, { body: 'Oops' })).json().data
    await other.client.post(path, { body: 'Ha', parent_id: String(id) })
    expect((await other.client.post(`/comments/${id}/delete/`)).statusCode).toBe(404)
    expect((await writer.client.post(`/comments/${id}/delete/`)).json().data).toEqual({ id, deleted: true })
    expect((await read(path)).json()).toMatchObject({ data: [], total: 0 })
  })
})

describe('what a comment may hold', () => {
  it(`is at most ${COMMENT_MAX} characters after NFC, counted as people count them`, async () => {
    const { path } = await comic()
    const writer = await member('vi')
    // 'ệ' typed as e + two combining marks is one character once in NFC.
    const decomposed = 'e\u0323\u0302'.repeat(COMMENT_MAX)
    const fits = await writer.client.post(path, { body: decomposed })
    expect(fits.statusCode).toBe(201)
    expect(fits.json().data.body).toBe('ệ'.repeat(COMMENT_MAX))
    const long = await writer.client.post(path, { body: 'a'.repeat(COMMENT_MAX + 1) })
    expect(long.statusCode).toBe(400)
    expect(long.json().message).toBe(`Bình luận chỉ được có tối đa ${COMMENT_MAX} ký tự.`)
    const english = accountClient(server.app, writer.token, 'en')
    expect((await english.post(path, { body: 'a'.repeat(COMMENT_MAX + 1) })).json().message).toBe(
      `The comment must be at most ${COMMENT_MAX} characters.`,
    )
    expect((await english.post(path, { body: ' \n\t ' })).json().message).toBe(
      'The comment must not be empty.',
    )
  })

  it('refuses text direction overrides, invisible runs, control characters and piles of marks', async () => {
    const { path } = await comic()
    const writer = await member()
    const refused = [
      [
        'a right-to-left override',
        'Hay\u202Egnohk',
        'The comment must not contain text direction characters.',
      ],
      ['an isolate', 'Hay \u2067x\u2069', 'The comment must not contain text direction characters.'],
      ['a zero-width space', 'spo\u200Biler', 'The comment must not contain invisible characters.'],
      [
        'a run of zero-width joiners',
        'a\u200D\u200D\u200Db',
        'The comment must not contain invisible characters.',
      ],
      ['a word joiner', 'x\u2060y', 'The comment must not contain invisible characters.'],
      ['a control character', 'bell\u0007', 'The comment must not contain control characters.'],
      ['a C1 control', 'x\u0085y', 'The comment must not contain control characters.'],
      [
        'zalgo',
        `H${'\u0301\u0300\u0302\u0303\u0304\u0306'.repeat(20)}i`,
        'The comment stacks too many marks on one letter.',
      ],
      ['a lone surrogate', 'x\uD800y', 'The comment holds invalid characters.'],
    ] as const
    for (const [, body, message] of refused) {
      const res = await writer.client.post(path, { body })
      expect([res.statusCode, res.json().message]).toEqual([400, message])
    }
    // An emoji's own joiners and colour selector are part of it.
    const emoji = await writer.client.post(path, { body: 'Cả nhà 👨‍👩‍👧 ❤️ 1️⃣ 👍🏽' })
    expect(emoji.statusCode).toBe(201)
    // A huge body is refused before any work on it.
    const huge = await writer.client.post(path, { body: '\u0301'.repeat(60_000) })
    expect(huge.statusCode).toBe(400)
    expect(await server.db.select().from(comments).where(eq(comments.memberId, writer.id))).toHaveLength(1)
  })

  it('refuses links from an account younger than a day, and takes them from older ones', async () => {
    const { path } = await comic()
    const newcomer = await member('vi', { old: false })
    for (const body of [
      'xem https://spam.example',
      'vào www.trang-lau.net',
      'ghé tructuyen.com nhé',
      'ｓｐａｍ．ｃｏｍ',
    ]) {
      const res = await newcomer.client.post(path, { body })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe(
        'Tài khoản mới chưa được đăng liên kết: bạn có thể đăng liên kết sau ngày đầu tiên.',
      )
    }
    expect((await newcomer.client.post(path, { body: 'Không có liên kết. Hay!' })).statusCode).toBe(201)
    const regular = await member()
    expect((await regular.client.post(path, { body: 'Source: https://example.org/x' })).statusCode).toBe(201)
  })
})

describe('the admins', () => {
  it('refuse the words of their list, matched as words after NFKC and case folding', async () => {
    const { path } = await comic()
    const admin = await adminClient(server)
    const refusals = await admin.postJson(
      '/en/api/v1/admin/comment-words/',
      { words: ['chết tiệt'] },
      {
        token: admin.member.token,
      },
    )
    expect(refusals.statusCode).toBe(403)
    const saved = await admin.postJson('/en/api/v1/admin/comment-words/', {
      words: ['Chết tiệt', 'ngu', 'ngu'],
    })
    expect(saved.json().data).toEqual({ words: ['Chết tiệt', 'ngu'] })
    expect(await admin.lastAudit()).toMatchObject({
      action: 'site.comment-words',
      target: 'site:comment-words',
      after: { words: ['Chết tiệt', 'ngu'] },
    })
    expect((await admin.get('/vi/api/v1/admin/comment-words/')).json().data.words).toEqual([
      'Chết tiệt',
      'ngu',
    ])

    const writer = await member('vi')
    for (const body of ['CHẾT TIỆT thật', 'đồ NGU!', 'ｎｇｕ quá', 'chết  tiệt']) {
      const res = await writer.client.post(path, { body })
      expect(res.statusCode).toBe(400)
    }
    const refused = await writer.client.post(path, { body: 'Đồ ngu' })
    expect(refused.json().message).toBe('Bình luận có từ không được phép: “ngu”. Hãy bỏ từ đó rồi gửi lại.')
    // A word inside another is not that word.
    expect((await writer.client.post(path, { body: 'Nguyễn ngủ ngon' })).statusCode).toBe(201)
    await admin.postJson('/en/api/v1/admin/comment-words/', { words: [] })
  })

  it('see reported comments first, hide (audited) and show again; visitors see no hidden one', async () => {
    const { post, path } = await comic()
    const admin = await adminClient(server)
    const [writer, reporter, other] = [await member(), await member(), await member()]
    const calm = (await writer.client.post(path, { body: 'Nice chapter' })).json().data
    const rude = (await writer.client.post(path, { body: 'Rude words here' })).json().data
    const reply = (await other.client.post(path, { body: 'Agreed', parent_id: String(rude.id) })).json().data
    await reporter.client.post(`/comments/${rude.id}/report/`, { reason: 'Thô lỗ' })
    await other.client.post(`/comments/${rude.id}/report/`)

    const list = (await admin.get('/en/api/v1/admin/comments/')).json()
    expect(list.data[0]).toMatchObject({
      id: rude.id,
      report_count: 2,
      reasons: ['Thô lỗ'],
      hidden_at: null,
      chapter_index: 1,
      post: { id: post.id, slug: post.slug, posttype: 'comic' },
      member: { id: writer.id, muted: false },
    })
    const reported = (await admin.get('/en/api/v1/admin/comments/?filter=reported')).json().data
    expect(reported.every((c: { report_count: number }) => c.report_count > 0)).toBe(true)
    expect(reported.map((c: { id: number }) => c.id)).not.toContain(calm.id)
    expect((await admin.get('/en/api/v1/admin/comments/', admin.member.token)).statusCode).toBe(403)
    expect((await admin.get('/en/api/v1/admin/comments/', null)).statusCode).toBe(401)

    const hide = await admin.post(`/en/api/v1/admin/comments/${rude.id}/hide/`, { hidden: 'true' })
    expect(hide.json().data).toEqual({ id: rude.id, hidden: true })
    expect(await admin.lastAudit()).toMatchObject({
      action: 'comment.hide',
      target: `comment:${rude.id}`,
      before: { post_id: post.id, member_id: writer.id, body: 'Rude words here', hidden: false },
      after: { hidden: true },
    })
    // The audit log names the post and the writer.
    const log = (await admin.get('/en/api/v1/admin/audit/')).json().data[0]
    expect(log).toMatchObject({ action: 'comment.hide', post: { id: post.id }, member: { id: writer.id } })

    const seen = (await read(path)).json()
    expect(seen.data.map((c: { id: number }) => c.id)).toEqual([calm.id])
    expect(seen.total).toBe(1)
    // Nor can it (or a reply under it) be liked, reported or replied to.
    expect((await other.client.post(`/comments/${rude.id}/like/`, { like: '1' })).statusCode).toBe(404)
    expect((await other.client.post(`/comments/${reply.id}/like/`, { like: '1' })).statusCode).toBe(404)
    expect((await other.client.post(path, { body: 'Hm', parent_id: String(rude.id) })).statusCode).toBe(404)
    // Hidden and handled, it leaves the top of the list.
    const after = (await admin.get('/en/api/v1/admin/comments/?filter=hidden')).json().data
    expect(after).toMatchObject([{ id: rude.id }])
    expect(after[0].hidden_at).toEqual(expect.any(String))

    await admin.post(`/en/api/v1/admin/comments/${rude.id}/hide/`, { hidden: 'false' })
    expect(await admin.lastAudit()).toMatchObject({ action: 'comment.unhide', target: `comment:${rude.id}` })
    expect((await read(path)).json().total).toBe(3)
  })

  it('delete a comment with its replies, audited with what it said; dismiss reports', async () => {
    const { post, path } = await comic()
    const admin = await adminClient(server)
    const [writer, other] = [await member(), await member()]
    const doomed = (await writer.client.post(path, { body: 'Delete me' })).json().data
    await other.client.post(path, { body: 'Reply', parent_id: String(doomed.id) })
    const kept = (await writer.client.post(path, { body: 'Fine really' })).json().data
    await other.client.post(`/comments/${kept.id}/report/`)

    const del = await admin.post(`/en/api/v1/admin/comments/${doomed.id}/delete/`)
    expect(del.json().data).toEqual({ id: doomed.id, deleted: true })
    expect(await admin.lastAudit()).toMatchObject({
      action: 'comment.delete',
      target: `comment:${doomed.id}`,
      before: { post_id: post.id, member_id: writer.id, body: 'Delete me', replies: 1 },
    })
    expect((await read(path)).json()).toMatchObject({ total: 1 })
    expect((await admin.post(`/en/api/v1/admin/comments/${doomed.id}/delete/`)).statusCode).toBe(404)
    const noToken = await admin.post(`/en/api/v1/admin/comments/${kept.id}/delete/`, {}, { csrf: false })
    expect(noToken.statusCode).toBe(403)

    await admin.post(`/en/api/v1/admin/comments/${kept.id}/reports/dismiss/`)
    expect(await admin.lastAudit()).toMatchObject({ action: 'comment.dismiss-reports' })
    const [row] = await server.db.select().from(comments).where(eq(comments.id, kept.id))
    expect(row!.reportCount).toBe(0)
  })

  it('mute a member from commenting (audited) and let them comment again', async () => {
    const { path } = await comic()
    const admin = await adminClient(server)
    const writer = await member('vi')
    const muted = await admin.post(`/en/api/v1/admin/members/${writer.id}/comment-mute/`, { muted: 'true' })
    expect(muted.json().data).toEqual({ id: writer.id, muted: true })
    expect(await admin.lastAudit()).toMatchObject({
      action: 'member.comment-mute',
      target: `member:${writer.id}`,
      after: { muted: true },
    })
    const refused = await writer.client.post(path, { body: 'Xin chào' })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe('Bạn đã bị quản trị viên tạm khoá bình luận.')
    await admin.post(`/en/api/v1/admin/members/${writer.id}/comment-mute/`, { muted: 'false' })
    expect(await admin.lastAudit()).toMatchObject({ action: 'member.comment-unmute' })
    expect((await writer.client.post(path, { body: 'Xin chào' })).statusCode).toBe(201)
    const entries = await server.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `member:${writer.id}`))
    expect(entries.map((entry) => entry.action)).toEqual(['member.comment-mute', 'member.comment-unmute'])
    expect(
      (await admin.post('/en/api/v1/admin/members/2147483000/comment-mute/', { muted: 'true' })).statusCode,
    ).toBe(404)
  })
})

describe('limits', () => {
  it('answer 429 past the member’s write limit, in the address’s language', async () => {
    const { path } = await comic(limited)
    const writer = await member('vi', { on: limited })
    const codes = []
    for (let i = 0; i < 3; i++) {
      const { csrf_token } = await csrfToken(limited.app)
      const res = await limited.app.inject({
        method: 'POST',
        url: `/vi/api/v1${path}`,
        headers: { authorization: `Bearer ${writer.token}`, 'x-forwarded-for': nextAddress() },
        payload: { body: `Comment ${i}`, csrf_token },
      })
      codes.push(res.statusCode)
      if (res.statusCode === 429) expect(res.json().message).toBe('Quá nhiều yêu cầu, vui lòng thử lại sau.')
    }
    expect(codes).toEqual([201, 201, 429])
  })
})

describe('leaving', () => {
  it('the member’s comments are in their data export', async () => {
    const { post, path } = await comic()
    const writer = await member()
    await writer.client.post(path, { body: 'Mine' })
    const data = (await writer.client.get('/account/export/')).json().data
    expect(data.comments).toMatchObject([
      { post_id: post.id, chapter_index: 1, body: 'Mine', parent_id: null },
    ])
    expect(data.comment_likes).toEqual([])
  })

  it('a member leaving takes their comments, and their likes and reports off others’', async () => {
    const { path } = await comic()
    const [stays, leaves] = [await member(), await member()]
    const kept = (await stays.client.post(path, { body: 'Stays' })).json().data
    await leaves.client.post(path, { body: 'Goes', parent_id: String(kept.id) })
    await leaves.client.post(`/comments/${kept.id}/like/`, { like: '1' })
    await leaves.client.post(`/comments/${kept.id}/report/`)
    const left = await leaves.client.post('/account/delete/', { current_password: 'secret-password' })
    expect(left.json().data).toEqual({ deleted: true })
    const [row] = await server.db.select().from(comments).where(eq(comments.id, kept.id))
    expect(row).toMatchObject({ likeCount: 0, reportCount: 0 })
    expect((await read(path)).json()).toMatchObject({ total: 1, data: [{ id: kept.id, replies: [] }] })
  })
})
