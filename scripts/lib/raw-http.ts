import { connect } from 'node:net'

export interface RawRequest {
  method: string
  /** Sent byte for byte: it may hold characters a normal client would refuse to send. */
  path: string
  headers: [string, string][]
  body?: Buffer
}

export type RawOutcome =
  | { kind: 'status'; status: number; head: string; ms: number }
  | { kind: 'closed'; ms: number }
  | { kind: 'timeout'; ms: number }

/**
 * One request on its own connection (`Connection: close`), written as raw bytes so the fuzzer can
 * send what fetch would not: broken encodings, odd methods, bodies the server refuses half-way.
 * The answer is read until the server closes; a status line is enough to classify it.
 */
export function sendRaw(port: number, request: RawRequest, timeoutMs: number): Promise<RawOutcome> {
  const started = performance.now()
  const ms = () => Math.round(performance.now() - started)
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    let settled = false
    const socket = connect({ host: '127.0.0.1', port })
    const finish = (outcome: RawOutcome) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      socket.destroy()
      resolve(outcome)
    }
    const timer = setTimeout(() => finish({ kind: 'timeout', ms: ms() }), timeoutMs)
    const answer = () => {
      const text = Buffer.concat(chunks).toString('latin1')
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(text)
      if (!status) return finish({ kind: 'closed', ms: ms() })
      finish({ kind: 'status', status: Number(status[1]), head: text.slice(0, 2000), ms: ms() })
    }
    socket.on('data', (chunk: Buffer) => {
      // The status line and a little of the body are all a verdict needs.
      if (size < 4096) chunks.push(chunk)
      size += chunk.length
    })
    socket.on('end', answer)
    socket.on('close', answer)
    // The server may answer (413, 400) and close before a large body is all written: not a failure.
    socket.on('error', () => {})
    socket.on('connect', () => {
      const head = [`${request.method} ${request.path} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close']
      const body = request.body
      const named = new Set(request.headers.map(([name]) => name.toLowerCase()))
      for (const [name, value] of request.headers) head.push(`${name}: ${value}`)
      if (body && !named.has('content-length') && !named.has('transfer-encoding')) {
        head.push(`Content-Length: ${body.length}`)
      }
      socket.write(Buffer.from(`${head.join('\r\n')}\r\n\r\n`, 'latin1'))
      if (body) socket.write(body)
    })
  })
}
