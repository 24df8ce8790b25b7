// @vitest-environment node
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SERVER_NODE_FLAGS } from '../../server/node-flags.ts'

/*
 * V8's flags that keep the server lean (server/node-flags.ts) are read once, when Node starts:
 * every command that runs the server or opens the embedded database has to say them itself.
 */
const root = join(import.meta.dirname, '../..')
const scripts: Record<string, string> = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts

/** The scripts that run the server or open the embedded database in their own process. */
const openingTheDatabase = ['start', 'serve', 'admin', 'import', 'backup', 'restore', 'move-to-postgres']

describe("the server's Node flags", () => {
  it.each(openingTheDatabase)('npm run %s starts Node with them', (name) => {
    const command = scripts[name]
    expect(command, `package.json has no "${name}" script`).toBeDefined()
    expect(command).toMatch(new RegExp(`^node ${SERVER_NODE_FLAGS.join(' ')} \\S+\\.ts$`))
  })
})
