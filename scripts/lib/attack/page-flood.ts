import type { AttackRow } from './report.ts'
import { inPool, type Post } from './visitor.ts'

export const PAGE_FLOOD = 1500
/** What a visitor's new page may take to come drawn while the flood runs. */
export const VISITOR_PAGE_MS = 1000
const REQUEST_TIMEOUT_MS = 10_000

/** A page as a browser's first visit asks for it: drawn by the server when it holds the page's answers. */
async function page(url: string, address: string) {
  const started = performance.now()
  const answer = await fetch(url, {
    headers: { 'x-forwarded-for': address, accept: 'text/html' },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  })
  const html = await answer.text()
  return { status: answer.status, drawn: html.includes('id="page-state"'), ms: performance.now() - started }
}

/**
 * One address asks for a post's page again and again, each time with a parameter the page ignores,
 * so that no drawn page is kept for it: every request would be a new render. Meanwhile another
 * visitor opens new pages. Held when the flood's pages past its budget come undrawn (still the app)
 * and the visitor's come drawn, in time.
 */
export async function pageFlood(
  base: string,
  target: Post,
  visited: Post,
  attacker: string,
  visitor: string,
) {
  const statuses = new Map<number, number>()
  let drawnForAttacker = 0
  const deadline = Date.now() + 120_000
  const flood = inPool(PAGE_FLOOD, 16, deadline, async (i) => {
    const answer = await page(`${base}/vi/${target.posttype}/${target.slug}/?z=${i}`, attacker).catch(() => ({
      status: 0,
      drawn: false,
      ms: 0,
    }))
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
    if (answer.drawn) drawnForAttacker++
  })
  // The visitor's pages, once the flood is well under way: each a new address, so each is drawn anew.
  await new Promise((resolve) => setTimeout(resolve, 1500))
  const visits = []
  for (let i = 0; i < 5; i++)
    visits.push(await page(`${base}/en/${visited.posttype}/${visited.slug}/?v=${i}`, visitor))
  const sent = await flood
  const slowest = Math.max(...visits.map((visit) => visit.ms))
  const visitorDrawn = visits.every((visit) => visit.status === 200 && visit.drawn)
  const broken = [...statuses.keys()].some((status) => status !== 200)
  const answered = [...statuses].map(([status, n]) => `${n}× ${status || 'no answer'}`).join(', ')
  return {
    requests: sent + visits.length,
    happened:
      `flood: ${answered}, ${drawnForAttacker} drawn; ` +
      `visitor: ${visits.filter((visit) => visit.drawn).length} of ${visits.length} drawn, slowest ${Math.round(slowest)} ms`,
    result:
      sent === PAGE_FLOOD && !broken && visitorDrawn && slowest <= VISITOR_PAGE_MS && drawnForAttacker < sent
        ? 'pass'
        : 'fail',
  } satisfies Omit<AttackRow, 'attack' | 'expected'>
}
