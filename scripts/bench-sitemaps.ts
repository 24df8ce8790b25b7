/**
 * Memory and time of the sitemaps on the catalogue at hand (DATABASE_URL, or the embedded database
 * in DATA_DIR/db), for docs/measurements.md:
 *
 *   npm run seed:scale -- --posts 100000 --chapters 0
 *   npm run bench:sitemaps
 *
 * The server runs in this process on a loopback port; each sitemap is fetched over HTTP as a
 * crawler would (Brotli), its bytes counted and thrown away as they come, while the process's heap
 * and resident memory are sampled every 5 ms. Flat memory means the peak stays near the baseline
 * whatever a part holds; every figure printed is one measured here.
 */
import { request } from 'node:http'
import { createBrotliDecompress } from 'node:zlib'
import { createApp } from '../server/app.ts'
import { readConfig } from '../server/config.ts'
import { openDatabase } from '../server/db/client.ts'

const config = readConfig({ ...process.env, LOG_LEVEL: 'silent' })
const database = await openDatabase({ url: config.databaseUrl, dir: `${config.dataDir}/db` })
const app = await createApp(config, database.db)
const base = await app.listen({ host: '127.0.0.1', port: 0 })
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1)

interface Fetched {
  ms: number
  wireBytes: number
  xmlBytes: number
  urls: number
  peakHeap: number
  peakRss: number
  body: string
}

/** One sitemap, fetched and counted as it streams; the body is kept only when asked (the index). */
function fetchSitemap(path: string, keep = false): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    globalThis.gc?.()
    let peakHeap = process.memoryUsage().heapUsed
    let peakRss = process.memoryUsage().rss
    const sampler = setInterval(() => {
      const now = process.memoryUsage()
      peakHeap = Math.max(peakHeap, now.heapUsed)
      peakRss = Math.max(peakRss, now.rss)
    }, 5)
    const started = performance.now()
    request(`${base}${path}`, { headers: { 'accept-encoding': 'br' } }, (res) => {
      if (res.statusCode !== 200 || res.headers['content-encoding'] !== 'br')
        return reject(new Error(`${path}: ${res.statusCode} ${res.headers['content-encoding']}`))
      let wireBytes = 0
      let xmlBytes = 0
      let urls = 0
      let tail = ''
      let body = ''
      res.on('data', (chunk: Buffer) => {
        wireBytes += chunk.length
      })
      const xml = res.pipe(createBrotliDecompress())
      xml.on('data', (chunk: Buffer) => {
        xmlBytes += chunk.length
        // An entry's closing tag may straddle two chunks.
        const text = tail + chunk.toString('latin1')
        urls += text.split('</url>').length - 1
        tail = text.slice(-5)
        if (keep) body += chunk.toString('utf8')
      })
      xml.on('end', () => {
        clearInterval(sampler)
        resolve({ ms: performance.now() - started, wireBytes, xmlBytes, urls, peakHeap, peakRss, body })
      })
      xml.on('error', reject)
    })
      .on('error', reject)
      .end()
  })
}

globalThis.gc?.()
const baseline = process.memoryUsage()
console.log(`Database: ${database.engine}. gc exposed: ${globalThis.gc ? 'yes' : 'no'}`)
console.log(`Baseline: heap ${mb(baseline.heapUsed)} MB, rss ${mb(baseline.rss)} MB\n`)
const index = await fetchSitemap('/sitemap.xml', true)
const parts = [...index.body.matchAll(/<loc>[^<]*?(\/sitemaps\/[^<]+)<\/loc>/g)].map((match) => match[1]!)
console.log('| sitemap | addresses | XML | sent (br) | time | peak heap | peak rss |')
console.log('|---|---|---|---|---|---|---|')
const row = (path: string, f: Fetched) =>
  console.log(
    `| ${path} | ${f.urls} | ${mb(f.xmlBytes)} MB | ${mb(f.wireBytes)} MB | ${f.ms.toFixed(0)} ms | ${mb(f.peakHeap)} MB | ${mb(f.peakRss)} MB |`,
  )
row('/sitemap.xml', index)
let total = 0
let peakHeap = 0
let largestXml = 0
for (const part of parts) {
  const fetched = await fetchSitemap(part)
  row(part, fetched)
  total += fetched.urls
  peakHeap = Math.max(peakHeap, fetched.peakHeap)
  largestXml = Math.max(largestXml, fetched.xmlBytes)
}
console.log(
  `\n${parts.length} sitemaps, ${total} addresses. Peak heap ${mb(peakHeap)} MB against a baseline of ${mb(baseline.heapUsed)} MB (+${mb(peakHeap - baseline.heapUsed)} MB) while the largest part was ${mb(largestXml)} MB of XML.`,
)
await app.close()
await database.close()
