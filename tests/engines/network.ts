import { createServer, type IncomingMessage, request, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { probePath, probeScript } from './probe.ts'

/**
 * The browsers' way to the site: a small HTTP proxy whose network can be cut. Offline, it closes
 * every connection it holds and every new one as soon as it has read a request, as a network that is
 * gone would; online, it passes requests on again. It also puts the page probe (probe.ts) into every
 * HTML answer, so that engines whose driver gives no console are heard as well.
 */
export interface Network {
  port: number
  setOnline(online: boolean): void
  close(): Promise<void>
}

export async function startNetwork(sitePort: number, port: number): Promise<Network> {
  let online = true
  const sockets = new Set<Socket>()

  const server = createServer((incoming, outgoing) => {
    if (incoming.url === probePath) {
      outgoing.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' })
      outgoing.end(probeScript)
      return
    }
    if (!online) {
      incoming.socket.destroy()
      return
    }
    forward(sitePort, incoming, outgoing)
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })

  return {
    port,
    setOnline(value) {
      online = value
      // Connections kept alive would otherwise go on carrying requests.
      if (!online) for (const socket of sockets) socket.destroy()
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

function forward(sitePort: number, incoming: IncomingMessage, outgoing: ServerResponse) {
  // Uncompressed, so that the probe can be put into pages.
  const headers = { ...incoming.headers, 'accept-encoding': 'identity' }
  const upstream = request(
    { host: '127.0.0.1', port: sitePort, method: incoming.method, path: incoming.url, headers },
    (answer) => {
      const isPage = String(answer.headers['content-type'] ?? '').startsWith('text/html')
      if (!isPage) {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
        return
      }
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => chunks.push(chunk))
      answer.on('end', () => {
        const html = Buffer.concat(chunks)
          .toString('utf8')
          .replace(/<head>/i, `<head><script src="${probePath}"></script>`)
        const { 'content-length': _, ...rest } = answer.headers
        outgoing.writeHead(answer.statusCode ?? 502, { ...rest, 'content-length': Buffer.byteLength(html) })
        outgoing.end(html)
      })
    },
  )
  upstream.on('error', () => incoming.socket.destroy())
  incoming.pipe(upstream)
}
