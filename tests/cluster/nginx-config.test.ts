import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { clusterConfig, NGINX_CONFIG, nginxBinary } from '../../scripts/lib/cluster.ts'
import { tempDataDir } from '../../scripts/lib/local-server.ts'

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

  it('retries only what may be sent twice, and names the address nginx saw', () => {
    const retries = /proxy_next_upstream ([^;]+);/.exec(template)?.[1]
    expect(retries?.split(' ')).toEqual(['error', 'timeout', 'http_502', 'http_503'])
    expect(template).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/)
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
