import autocannon from 'autocannon'
import { csrfToken, signUp } from './cluster-client.ts'
import type { LocalServer } from './local-server.ts'

/*
 * The reader apps' doors under load (issue: an OPDS page p99 ≤ 50 ms at 50 connections, a built CBZ
 * chapter streamed at ≥ 20 MB/s), on the server's own catalogue: a member made as a person makes one
 * (registered, the mailed link opened), a key made on their account, then the app's requests.
 */

export const OPDS_PAGE_TARGET = { rps: 0, p99: 50 }
export const CBZ_MEGABYTES_PER_SECOND = 20

/** Downloads timed, after one that makes the pages' copies (what every later download reads). */
const DOWNLOADS = 10

export async function readerAppKey(server: LocalServer) {
  const member = await signUp(server, `bench-reader-${Date.now()}@example.com`)
  const made = await fetch(`${server.url}/vi/api/v1/account/app-keys/`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${member.token}`,
      'x-device-id': member.deviceId,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ name: 'bench', csrf_token: await csrfToken(server.url, member.deviceId) }),
  })
  const { data } = (await made.json()) as { data?: { key: string } }
  if (!data) throw new Error(`no app key: ${made.status}`)
  return { authorization: `Basic ${Buffer.from(`${member.email}:${data.key}`).toString('base64')}` }
}

/** An OPDS list page, asked for by 50 apps at once. */
export function opdsPageRun(
  base: string,
  headers: Record<string, string>,
  connections: number,
  duration: number,
) {
  return autocannon({ url: `${base}/vi/opds/v1.2/comic/new`, connections, duration, headers })
}

/** The first chapter file of the newest comic the feeds list: its address. */
export async function firstComicChapter(base: string, headers: Record<string, string>) {
  const list = await (await fetch(`${base}/vi/opds/v1.2/comic/new`, { headers })).text()
  const post = /href="([^"]+\/comic\/post\/[^"/?]+)"/.exec(list)?.[1]
  if (!post) throw new Error('no comic in the OPDS feed: is the catalogue empty?')
  const chapters = await (await fetch(post, { headers })).text()
  // A chapter's file (`…/{index}/download`), not the short post whole that the feed offers first.
  const download = /href="([^"]+\/\d+\/download)"/.exec(chapters)?.[1]
  if (!download) throw new Error(`no chapter to download in ${post}`)
  return download
}

/** Megabytes a second of one chapter's CBZ, downloaded whole again and again, one at a time. */
export async function cbzThroughput(address: string, headers: Record<string, string>) {
  const once = async () => {
    const answer = await fetch(address, { headers })
    if (!answer.ok) throw new Error(`download answered ${answer.status}`)
    return (await answer.arrayBuffer()).byteLength
  }
  await once()
  const started = performance.now()
  let bytes = 0
  for (let i = 0; i < DOWNLOADS; i += 1) bytes += await once()
  const seconds = (performance.now() - started) / 1000
  return { megabytesPerSecond: bytes / 1e6 / seconds, size: bytes / DOWNLOADS }
}
