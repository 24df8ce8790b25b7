import { i18n } from '@lingui/core'
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { csrfRoute } from '../../src/contract/paths.ts'
import type { SyncedLibrary } from '../../src/contract/schemas/library-sync.ts'
import { recordView, toggleSaved } from '../../src/entities/library/library-changes.ts'
import { getLibrary, type LibraryPost, updateLibrary } from '../../src/entities/library/library-store.ts'
import {
  lastReadOf,
  positionOf,
  reloadPositions,
  savePosition,
  useLastRead,
} from '../../src/entities/reading/positions.ts'
import { applyPositions, libraryFrom } from '../../src/features/library/sync/apply.ts'
import {
  changesBetween,
  devicePositions,
  snapshotOf,
} from '../../src/features/library/sync/device-changes.ts'
import { endSync, startSync } from '../../src/features/library/sync/start.ts'
import { LIBRARY_SYNC_KEY, readSyncRecord } from '../../src/features/library/sync/sync-record.ts'
import {
  filmResumeKey,
  forgetResumePosition,
  resumePosition,
  saveResumePosition,
} from '../../src/features/player/resume-store.ts'
import { transport } from '../../src/shared/api/client.ts'
import { tokenAtom } from '../../src/shared/auth-atoms.ts'
import { deviceId } from '../../src/shared/device-id.ts'
import { store } from '../../src/shared/store.ts'
import { toastsAtom } from '../../src/shared/ui/toasts/toast-atoms.ts'
import { postCard } from './post-card.ts'

const empty = { viewedHistory: [], savedPosts: [], likedPosts: [] }
const entry = (id: number, at: number, extra: Partial<LibraryPost> = {}): LibraryPost => ({
  ...postCard({ id }),
  isLike: false,
  at,
  titles: {},
  ...extra,
})
const synced = (id: number, at: number, extra: object = {}) => ({ ...postCard({ id }), at, ...extra })
const none: SyncedLibrary = { saved: [], history: [], liked: [], followed: [], shelves: [], positions: [] }

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }))
beforeEach(() => {
  localStorage.clear()
  reloadPositions()
  updateLibrary(() => empty)
})

describe('the changes a device sends', () => {
  it('are the posts added or seen again, and the ones taken out, but not those the history cap drops', () => {
    const before = { ...empty, savedPosts: [entry(1, 100)], viewedHistory: [entry(2, 100)] }
    const after = { ...empty, savedPosts: [entry(3, 300)], viewedHistory: [entry(2, 200, { chapter: 4 })] }
    expect(changesBetween(snapshotOf(before), after, 500)).toEqual([
      { list: 'saved', id: 3, at: 300, removed: false },
      { list: 'saved', id: 1, at: 500, removed: true },
      { list: 'history', id: 2, at: 200, removed: false, chapter: 4 },
    ])
    const full = Array.from({ length: 50 }, (_, i) => entry(i + 2, 1000 + i))
    const capped = { ...empty, viewedHistory: [entry(99, 5000), ...full.slice(1)] }
    const dropped = changesBetween(snapshotOf({ ...empty, viewedHistory: full }), capped, 6000)
    expect(dropped).toEqual([{ list: 'history', id: 99, at: 5000, removed: false }])
  })

  it('include the reading and film positions the device keeps', () => {
    savePosition(7, 2, { page: 5 })
    localStorage.setItem('filmPositions', JSON.stringify({ 'movie:8:1': { t: 90, d: 3600, at: 1234 } }))
    expect(devicePositions()).toEqual([
      { kind: 'chapter', post: 7, index: 2, at: expect.any(Number), page: 5 },
      { kind: 'film', post: 8, index: 1, at: 1234, t: 90, d: 3600 },
    ])
  })

  it('reach a story’s page already open: its last chapter read follows the other device', () => {
    savePosition(7, 2, { page: 5 })
    const { result } = renderHook(() => useLastRead(7))
    expect(result.current?.index).toBe(2)
    act(() => applyPositions([{ kind: 'chapter', post: 7, index: 4, at: Date.now() + 1000, page: 3 }]))
    expect(result.current).toMatchObject({ index: 4, page: 3 })
  })

  it('include a film watched to its end, at 0 and newer, so no other device offers its old place back', () => {
    saveResumePosition(filmResumeKey(8, 1), 1800, 3600, 1000)
    forgetResumePosition(filmResumeKey(8, 1), 2000)
    expect(devicePositions()).toEqual([{ kind: 'film', post: 8, index: 1, at: 2000, t: 0, d: 3600 }])
    // The place another device had, older, does not come back.
    applyPositions([{ kind: 'film', post: 8, index: 1, at: 1000, t: 1800, d: 3600 }])
    expect(resumePosition(filmResumeKey(8, 1))).toBeUndefined()
  })
})

describe('the library a device shows', () => {
  it('is the server’s copy with the device’s changes not sent yet on top, titles kept', () => {
    const device = {
      savedPosts: [entry(1, 900, { titles: { en: 'One' } }), entry(5, 50)],
      viewedHistory: [entry(2, 800)],
      likedPosts: [],
    }
    const server: SyncedLibrary = {
      ...none,
      saved: [synced(1, 100, { lang: 'vi', title: 'Một' }), synced(4, 700), synced(5, 40)],
      history: [synced(3, 600, { chapter: 2 })],
      liked: [synced(3, 500)],
    }
    const shown = libraryFrom(server, device, [
      { list: 'saved', id: 5, at: 1000, removed: true },
      { list: 'history', id: 2, at: 800, removed: false },
    ])
    expect(shown.savedPosts.map((p) => p.id)).toEqual([4, 1])
    expect(shown.savedPosts[1]?.titles).toEqual({ en: 'One', vi: 'Một' })
    expect(shown.viewedHistory.map((p) => [p.id, p.chapter, p.isLike])).toEqual([
      [2, undefined, false],
      [3, 2, true],
    ])
    expect(shown.likedPosts.map((p) => [p.id, p.isLike])).toEqual([[3, true]])
  })

  it('takes the server’s positions where they are newer, and keeps the device’s newer ones', () => {
    savePosition(7, 1, { page: 3 })
    const mine = lastReadOf(7)!.at
    applyPositions([
      { kind: 'chapter', post: 7, index: 1, at: mine - 10, page: 9 },
      { kind: 'chapter', post: 7, index: 2, at: mine + 10, page: 5 },
      { kind: 'film', post: 8, index: 1, at: 50, t: 61 },
    ])
    expect(positionOf(7, 1)).toEqual({ page: 3, fraction: undefined })
    expect(positionOf(7, 2)).toEqual({ page: 5, fraction: undefined })
    expect(lastReadOf(7)).toMatchObject({ index: 2, page: 5 })
    expect(JSON.parse(localStorage.getItem('filmPositions')!)).toEqual({ 'movie:8:1': { t: 61, at: 50 } })
  })
})

describe('the sync while signed in', () => {
  const answer = (data: SyncedLibrary) =>
    new Response(JSON.stringify({ status: 'success', data }), {
      status: 200,
      headers: { 'content-type': 'application/json', etag: '"t1"' },
    })
  let online = false
  const calls: { method: string; body: unknown }[] = []
  /** The CSRF tokens the server handed out: a batch carries the last one. */
  let tokens = 0
  beforeEach(() => {
    calls.length = 0
    online = false
    vi.spyOn(transport, 'fetch').mockImplementation(async (url, init) => {
      if (String(url).includes(csrfRoute)) {
        if (!online) throw new TypeError('offline')
        tokens += 1
        const expires_at = new Date(Date.now() + 86_400_000).toISOString()
        return Response.json({
          status: 'success',
          data: { csrf_token: `csrf-${tokens}`, device_id: deviceId(), expires_at },
        })
      }
      calls.push({ method: String(init.method), body: init.body ? JSON.parse(String(init.body)) : undefined })
      if (!online) throw new TypeError('offline')
      const body = init.body ? JSON.parse(String(init.body)) : { changes: [] }
      const saved = body.changes
        .filter((c: { list: string; removed: boolean }) => c.list === 'saved' && !c.removed)
        .map((c: { id: number; at: number }) => synced(c.id, c.at))
      return answer({ ...none, saved })
    })
  })
  afterEach(async () => {
    await endSync(true, 100)
    store.set(tokenAtom, null)
    vi.restoreAllMocks()
  })

  it('queues a change made offline on the device, and sends it when the network returns', async () => {
    store.set(tokenAtom, 'member-token-1')
    startSync('vi')
    await vi.waitFor(() => expect(calls.length).toBeGreaterThan(0))
    toggleSaved(postCard({ id: 41 }))
    // Kept on the device: a reload would find it.
    await vi.waitFor(() =>
      expect(readSyncRecord().pending).toEqual([expect.objectContaining({ list: 'saved', id: 41 })]),
    )
    online = true
    window.dispatchEvent(new Event('online'))
    await vi.waitFor(() => expect(readSyncRecord().pending).toEqual([]))
    const sent = calls.find((call) => call.method === 'POST')
    expect(sent?.body).toMatchObject({ changes: [{ list: 'saved', id: 41, removed: false }] })
    expect(getLibrary().savedPosts.map((p) => p.id)).toEqual([41])
  })

  it('sends each batch with its CSRF token, and keeps a batch whose token was refused for a new token', async () => {
    online = true
    store.set(tokenAtom, 'member-token-4')
    startSync('vi')
    await vi.waitFor(() => expect(calls.length).toBeGreaterThan(0))
    let refused = 0
    vi.mocked(transport.fetch).mockImplementationOnce(async (_url, init) => {
      refused += 1
      calls.push({ method: String(init.method), body: JSON.parse(String(init.body)) })
      return Response.json({ status: 'error', message: 'Invalid or expired CSRF token' }, { status: 403 })
    })
    const before = tokens
    toggleSaved(postCard({ id: 71 }))
    await vi.waitFor(() => expect(refused).toBe(1), { timeout: 3000 })
    expect(calls.at(-1)?.body).toMatchObject({ csrf_token: `csrf-${tokens}` })
    // Refused for its token, not for what it holds: still queued, and sent again with a new token.
    expect(readSyncRecord().pending).toEqual([expect.objectContaining({ list: 'saved', id: 71 })])
    window.dispatchEvent(new Event('online'))
    await vi.waitFor(() => expect(readSyncRecord().pending).toEqual([]), { timeout: 3000 })
    expect(tokens).toBeGreaterThan(before)
    expect(calls.at(-1)?.body).toMatchObject({ changes: [{ id: 71 }], csrf_token: `csrf-${tokens}` })
  })

  it('drops a batch the server refuses as it is, so it cannot hold back later changes', async () => {
    online = true
    store.set(tokenAtom, 'member-token-3')
    startSync('vi')
    await vi.waitFor(() => expect(calls.length).toBeGreaterThan(0))
    let refused = 0
    vi.mocked(transport.fetch).mockImplementationOnce(async () => {
      refused += 1
      return Response.json({ status: 'error', message: 'Invalid changes.0.id' }, { status: 400 })
    })
    toggleSaved(postCard({ id: 61 }))
    // Sent a second after the change, refused, and not kept.
    await vi.waitFor(() => expect(refused).toBe(1), { timeout: 3000 })
    await vi.waitFor(() => expect(readSyncRecord().pending).toEqual([]))
    // The next change goes as usual.
    toggleSaved(postCard({ id: 62 }))
    await vi.waitFor(() => expect(calls.at(-1)?.body).toMatchObject({ changes: [{ id: 62 }] }), {
      timeout: 3000,
    })
    await vi.waitFor(() => expect(readSyncRecord().pending).toEqual([]))
  })

  it('merges the device’s library into the account at sign-in, and forgets it at sign-out when asked', async () => {
    recordView(postCard({ id: 51 }))
    toggleSaved(postCard({ id: 52 }))
    online = true
    store.set(tokenAtom, 'member-token-2')
    startSync('vi')
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true))
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      changes: expect.arrayContaining([
        expect.objectContaining({ list: 'history', id: 51 }),
        expect.objectContaining({ list: 'saved', id: 52 }),
      ]),
    })
    await vi.waitFor(() => expect(readSyncRecord().merging).toBeNull())
    // The member is told what was merged, politely.
    await vi.waitFor(() =>
      expect(store.get(toastsAtom).at(-1)).toMatchObject({
        kind: 'success',
        message: expect.stringMatching(/1 saved, 1 in history, 0 reading positions/),
      }),
    )
    await endSync(false, 100)
    expect(getLibrary()).toEqual(empty)
    expect(localStorage.getItem(LIBRARY_SYNC_KEY)).toBeNull()
  })
})
