import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { clusterConfig, NGINX_CONFIG, nginxBinary } from '../../scripts/lib/cluster.ts'
import { freePort, tempDataDir, waitFor } from '../../scripts/lib/local-server.ts'

/** deploy/nginx/mot.conf, the file people copy, and the copy `npm run cluster` writes from it. */
const template = readFileSync(NGINX_CONFIG, 'utf8')
const folder = tempDataDir('nginx-test')
afterAll(() => folder.remove())

/** `nginx -t` on an http-block file, inside a main file that keeps everything in the folder. */
function nginxTest(httpBlock: string) {
  const dir = folder.dir
  writeFileSync(join(dir, 'mot.conf'), httpBlock)
  writeFileSync(
    join(dir, 'nginx.conf'),
    `pid ${dir}/nginx.pid;\nevents {}\nhttp {\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n  include ${dir}/mot.conf;\n}\n`,
  )
  return spawnSync(
    nginxBinary(),
    ['-t', '-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')],
    {
      encoding: 'utf8',
    },
  )
}

describe('the nginx config', () => {
  it('is valid as it is copied', () => {
    const result = nginxTest(template)
    expect(result.stderr).toContain('syntax is ok')
    expect(result.status).toBe(0)
  })

  it('retries only what may be sent twice', () => {
    const retries = /proxy_next_upstream ([^;]+);/.exec(template)?.[1]
    expect(retries?.split(' ')).toEqual(['error', 'timeout', 'http_502', 'http_503'])
    expect(template).toMatch(/keepalive \d+;/)
  })

  it('is written for a cluster with its servers, port and body size', () => {
    const written = clusterConfig(template, [4501, 4502, 4503, 4504], 4500, '512')
    const servers = [...written.matchAll(/^\s*server (\S+) (max_fails=\d+ fail_timeout=\w+);$/gm)]
    expect(servers.map((line) => line[1])).toEqual([
      '127.0.0.1:4501',
      '127.0.0.1:4502',
      '127.0.0.1:4503',
      '127.0.0.1:4504',
    ])
    expect(written).toContain('listen 127.0.0.1:4500;')
    expect(written).toContain('client_max_body_size 512m;')
    expect(nginxTest(written).status).toBe(0)
  })
})

describe('nginx in front of a server', () => {
  /**
   * Runs the written config in front of a server that answers with the headers it was sent, asks
   * nginx for `path`, and answers what nginx said and the paths the server was asked for.
   */
  async function throughNginx(send: Record<string, string>, path = '/vi/api/v1/auth/password/forgot') {
    const asked: string[] = []
    const upstream = createServer((request, response) => {
      asked.push(request.url ?? '')
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify(request.headers))
    })
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
    const dir = join(folder.dir, 'running')
    mkdirSync(dir, { recursive: true })
    const port = await freePort()
    const upstreamPort = (upstream.address() as AddressInfo).port
    writeFileSync(join(dir, 'mot.conf'), clusterConfig(template, [upstreamPort], port, '16'))
    const user = process.getuid?.() === 0 ? 'user root;\n' : ''
    writeFileSync(
      join(dir, 'nginx.conf'),
      `${user}pid ${dir}/nginx.pid;\nevents {}\nhttp {\n  access_log off;\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n  include ${dir}/mot.conf;\n}\n`,
    )
    const args = ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;']
    const nginx = spawn(nginxBinary(), args, { stdio: 'ignore' })
    const exited = new Promise((resolve) => nginx.once('exit', resolve))
    try {
      const url = `http://127.0.0.1:${port}/vi/api/v1/auth/password/forgot`
      await waitFor('nginx answering', async () => (await fetch(url)).ok)
      asked.length = 0
      const answer = await fetch(`http://127.0.0.1:${port}${path}`, { headers: send })
      return { status: answer.status, body: await answer.text(), asked }
    } finally {
      nginx.kill('SIGQUIT')
      await exited
      await new Promise((resolve) => upstream.close(resolve))
    }
  }

  it('names the host, protocol and address it saw itself, never those the visitor sent', async () => {
    const { body } = await throughNginx({
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '203.0.113.9',
    })
    const seen = JSON.parse(body) as Record<string, string>
    // fetch sent the host it was given, with its port: that is what the server is told, and checks.
    expect(seen['x-forwarded-host']).toMatch(/^127\.0\.0\.1:\d+$/)
    expect(seen.host).toBe(seen['x-forwarded-host'])
    expect(seen['x-forwarded-proto']).toBe('http')
    expect(seen['x-forwarded-for']).toBe('127.0.0.1')
  })

  it('keeps /metrics to the servers: a visitor gets the 404 envelope, and no server is asked', async () => {
    for (const path of ['/metrics', '/metrics?name=mot', '//metrics', '/%6Detrics']) {
      const { status, body, asked } = await throughNginx({}, path)
      expect(status, path).toBe(404)
      expect(JSON.parse(body), path).toEqual({ status: 'error', message: 'Not Found' })
      expect(asked, path).toEqual([])
    }
  })
})
