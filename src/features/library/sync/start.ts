import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { librarySync, librarySyncSend } from '../../../contract/endpoints/library-sync.ts'
import type { Language } from '../../../contract/languages.ts'
import { LIBRARY_CHANGES_MAX } from '../../../contract/limits.ts'
import {
  type LibraryChange,
  librarySyncAnswer,
  type SyncedLibrary,
} from '../../../contract/schemas/library-sync.ts'
import { getLibrary, subscribeLibrary, updateLibrary } from '../../../entities/library/library-store.ts'
import { csrfToken, forgetCsrfToken } from '../../../shared/api/csrf.ts'
import { fetchCall } from '../../../shared/api/fetch-call.ts'
import { forgetToken, tokenAtom } from '../../../shared/auth-atoms.ts'
import { store } from '../../../shared/store.ts'
import { showToast } from '../../../shared/ui/toasts/toast-atoms.ts'
import { applyPositions, forgetPositions, libraryFrom } from './apply.ts'
import {
  changesBetween,
  devicePositions,
  everything,
  positionsSince,
  type Snapshot,
  snapshotOf,
} from './device-changes.ts'
import { loadSyncMessages } from './sync-messages.ts'
import {
  changeKey,
  queued,
  readSyncRecord,
  type SyncRecord,
  sessionTag,
  writeSyncRecord,
} from './sync-record.ts'

/** A change is sent this long after the last one: a reader turning pages sends one call, not ten. */
const SEND_DELAY_MS = 1000
/** While the page is shown, the member's other devices are looked for this often (a 304 when nothing changed). */
const LOOK_EVERY_MS = 10_000

const answerSchema = v.object({ status: v.literal('success'), data: librarySyncAnswer })

interface Running {
  language: Language
  token: string
  snapshot: Snapshot
  etag: string | undefined
  busy: Promise<void> | undefined
  again: boolean
  timer: ReturnType<typeof setTimeout> | undefined
  stop: () => void
}
let running: Running | undefined

/**
 * Keeps the device's library and the member's copy on the server the same while a member is signed
 * in (issue 24, docs/architecture.md): each change is queued on the device and sent a second later,
 * on focus and when the network returns; the member's copy is looked for on focus and every few
 * seconds while the page is shown. Loaded only once a token exists (features/auth/session.ts).
 */
export function startSync(language: Language) {
  const token = store.get(tokenAtom)
  if (!token || typeof window === 'undefined') return
  if (running?.token === token) return
  running?.stop()

  const session = sessionTag(token)
  if (readSyncRecord().session !== session) {
    // A new sign-in on this device: everything it keeps goes to the account, which merges it in.
    const library = getLibrary()
    const merging = {
      saved: library.savedPosts.length,
      history: library.viewedHistory.length,
      positions: devicePositions().length,
    }
    writeSyncRecord({ session, pending: everything(library), positionsAt: 0, merging })
  }
  const state: Running = {
    language,
    token,
    snapshot: snapshotOf(getLibrary()),
    etag: undefined,
    busy: undefined,
    again: false,
    timer: undefined,
    stop: () => {},
  }
  running = state

  const onLibrary = () => {
    const changes = changesBetween(state.snapshot, getLibrary())
    state.snapshot = snapshotOf(getLibrary())
    if (applying || changes.length === 0) return
    // Read again, changed, written at once: another tab of the app may have queued or sent meanwhile.
    const current = readSyncRecord()
    writeSyncRecord({ ...current, pending: queued(current.pending, changes) })
    sendSoon(state)
  }
  const onFocus = () => void exchange(state)
  const onVisible = () => {
    if (document.visibilityState === 'visible') void exchange(state)
    // Leaving: what is waiting goes now, positions included (a reader's last page).
    else void exchange(state, true)
  }
  const look = setInterval(() => {
    if (document.visibilityState === 'visible' && navigator.onLine !== false) void exchange(state)
  }, LOOK_EVERY_MS)
  const unsubscribeLibrary = subscribeLibrary(onLibrary)
  const unsubscribeToken = store.sub(tokenAtom, () => {
    if (store.get(tokenAtom) !== token) state.stop()
  })
  window.addEventListener('focus', onFocus)
  window.addEventListener('online', onFocus)
  document.addEventListener('visibilitychange', onVisible)
  state.stop = () => {
    clearInterval(look)
    clearTimeout(state.timer)
    unsubscribeLibrary()
    unsubscribeToken()
    window.removeEventListener('focus', onFocus)
    window.removeEventListener('online', onFocus)
    document.removeEventListener('visibilitychange', onVisible)
    if (running === state) running = undefined
  }
  void exchange(state)
}

/** True while the server's copy is written to the device: that is not a change to send back. */
let applying = false

function sendSoon(state: Running) {
  clearTimeout(state.timer)
  state.timer = setTimeout(() => void exchange(state), SEND_DELAY_MS)
}

/**
 * One exchange with the server: the waiting changes and new positions are sent and the merged copy
 * comes back, or, with nothing to send, the member's copy is asked for (a 304 when it is the one
 * this device has). One at a time; a call asked for meanwhile follows.
 */
function exchange(state: Running, leaving = false): Promise<void> {
  if (state.busy) {
    state.again = true
    return state.busy
  }
  state.busy = exchangeOnce(state, leaving)
    .catch(() => {
      // Offline, or the server is away: the changes stay queued for the next try.
    })
    .finally(() => {
      state.busy = undefined
      if (state.again && running === state) {
        state.again = false
        void exchange(state)
      }
    })
  return state.busy
}

async function exchangeOnce(state: Running, leaving: boolean) {
  const changes = readSyncRecord().pending.slice(0, LIBRARY_CHANGES_MAX)
  const positions = positionsSince(readSyncRecord().positionsAt)
  const sending = changes.length > 0 || positions.length > 0
  const init = { token: state.token, cache: 'no-store', keepalive: leaving } as const
  const response = sending
    ? await fetchCall(
        state.language,
        librarySyncSend,
        // A batch is a write: it carries its CSRF token, as every other write does.
        { body: { changes, positions, csrf_token: await csrfToken(state.language) } },
        init,
      )
    : await fetchCall(
        state.language,
        librarySync,
        state.etag ? { headers: { 'If-None-Match': state.etag } } : {},
        init,
      )
  if (running !== state) return
  if (response.status === 304) return
  if (response.status === 401) {
    forgetToken()
    return
  }
  if (response.status === 403) {
    // The token went stale (the server restarted without a fixed secret): the batch is not the
    // server's to refuse, so it stays queued and goes with a new token at the next try.
    forgetCsrfToken()
    throw new Error('library sync: the CSRF token was refused')
  }
  // A batch the server refuses as it is (another version's, an entry edited by hand) would be refused
  // for ever and hold back every later change: it is dropped. Busy (429) or away (5xx), it is kept.
  const refused = response.status >= 400 && response.status < 500 && response.status !== 429
  if (!response.ok && !(refused && sending)) throw new Error(`library sync: ${response.status}`)
  const parsed = refused ? undefined : v.safeParse(answerSchema, await response.json())
  if ((parsed && !parsed.success) || running !== state) return
  state.etag = response.headers.get('etag') ?? undefined
  const record = readSyncRecord()
  if (sending) {
    // What was sent is on the server; a change made during the call is newer and stays queued.
    const sent = new Map(changes.map((c) => [changeKey(c), c.at]))
    record.pending = record.pending.filter((c) => sent.get(changeKey(c)) !== c.at)
    if (positions.length > 0) record.positionsAt = Math.max(record.positionsAt, ...positions.map((p) => p.at))
  }
  const merged = record.pending.length === 0 ? record.merging : null
  if (merged) record.merging = null
  writeSyncRecord(record)
  if (!parsed) return
  apply(parsed.output.data, record.pending)
  if (merged) void tellMerged(merged)
  // More is waiting than one call carries (a long time offline): the next call follows at once.
  if (record.pending.length > 0 || positionsSince(record.positionsAt).length > 0) state.again = true
}

/** Spec-like wording for the sign-in's merge, said politely (a status toast), only when the device had anything. */
async function tellMerged({ saved, history, positions }: NonNullable<SyncRecord['merging']>) {
  if (saved + history + positions === 0) return
  await loadSyncMessages().catch(() => {})
  const message = i18n._(
    msg`This device's library is now in your account: ${saved} saved, ${history} in history, ${positions} reading positions.`,
  )
  showToast({ kind: 'success', message })
}

function apply(server: SyncedLibrary, pending: LibraryChange[]) {
  applying = true
  try {
    updateLibrary((device) => libraryFrom(server, device, pending))
  } finally {
    applying = false
  }
  applyPositions(server.positions)
}

/**
 * Before signing out: what is waiting is sent while the token still works, then the device forgets
 * the sync. With `keep` false the device's library and positions go too (another person may use it).
 */
export async function endSync(keep: boolean, waitMs: number) {
  const state = running
  if (state) {
    // Offline, signing out must not hang: the changes wait at most `waitMs`.
    await Promise.race([exchange(state, true), new Promise((resolve) => setTimeout(resolve, waitMs))])
    state.stop()
  }
  writeSyncRecord(null)
  if (!keep) forgetLibrary()
}

function forgetLibrary() {
  applying = true
  try {
    updateLibrary(() => ({ viewedHistory: [], savedPosts: [], likedPosts: [] }))
  } finally {
    applying = false
  }
  forgetPositions()
}
