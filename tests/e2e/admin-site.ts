import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import { type LocalServer, startServer, tempDataDir } from '../../scripts/lib/local-server.ts'
import { expect, test } from './fixtures.ts'
import { type Site, signUpByApi } from './sign-up.ts'

/*
 * The admin browser tests' site: a server of its own on a fresh data folder, whose first admin is
 * made from the command line while the server is stopped (the embedded database takes a role only
 * then), as an operator makes the first admin of a new site.
 */

const root = join(import.meta.dirname, '..', '..')

export const phone = { width: 390, height: 844 }
export const desktop = { width: 1280, height: 800 }

/** Registers an account on `site` (its mailed link opened) and returns its session token. */
export async function register(request: APIRequestContext, site: Site, email: string) {
  const member = { name: email.split('@')[0]!, email, password: 'mot-secret-1' }
  return (await signUpByApi(request, member, site)).token
}

/** Signs the page in with `token` before any of its scripts run. */
export const useToken = (page: Page, token: string) =>
  page.context().addInitScript((value) => localStorage.setItem('accessToken', value), token)

/** Every axe finding but 'minor' ones, one line each (as the a11y tests read them). */
export async function axeFindings(page: Page) {
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze()
  expect(results.passes.length).toBeGreaterThan(10)
  return results.violations
    .filter((violation) => violation.impact !== 'minor')
    .flatMap((violation) =>
      // The element's own markup too: a generated id alone does not say which control it is.
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} ${node.html.slice(0, 160)}`),
    )
}

export interface AdminSiteOptions {
  /** Names the throwaway data folder. */
  name: string
  /** Made admin from the command line. */
  admin: string
  /** Registered and left members. */
  members?: string[]
  /** Loads the demo catalogue (off: the site starts empty). */
  demo?: boolean
  /** Fills a library folder of its own, which the site imports as it starts (LIBRARY_DIR). */
  library?: (dir: string) => Promise<void>
  /** Takes backups into a folder of its data folder (BACKUP_DIR), without the media: a small one at start. */
  backups?: boolean
}

export interface AdminSite {
  /** The site's address, once started. */
  readonly url: string
  /** The session token of an account the site was made with (the admin's or a member's). */
  token(email: string): string
}

/**
 * A site for the describe block it is called in: started before its tests (in each worker that
 * runs them) and stopped, its data folder removed, after them.
 */
export function useAdminSite(options: AdminSiteOptions): AdminSite {
  let server: LocalServer | undefined
  // Made in beforeAll: the runner's own process also reads the test files, and would leave it behind.
  let data: ReturnType<typeof tempDataDir> | undefined
  let library: ReturnType<typeof tempDataDir> | undefined
  const tokens = new Map<string, string>()
  const env = {
    APP_DIR: process.env.E2E_APP_DIR ?? join(root, 'dist'),
    SEED_DEMO: options.demo ? 'true' : 'false',
    DATABASE_URL: undefined,
    MEDIA_DIR: undefined,
    LIBRARY_DIR: undefined as string | undefined,
    UPLOADS_DIR: undefined,
    BACKUP_DIR: undefined as string | undefined,
    BACKUP_MEDIA: 'false',
  }

  test.beforeAll(async ({ playwright }) => {
    // Sign-ups (a real password hash each), two starts and maybe the demo, on a machine that may be busy.
    test.setTimeout(480_000)
    data = tempDataDir(options.name)
    if (options.library) {
      library = tempDataDir(`${options.name}-library`)
      await options.library(library.dir)
      env.LIBRARY_DIR = library.dir
    }
    if (options.backups) env.BACKUP_DIR = join(data.dir, 'backups')
    server = await startServer({ dataDir: data.dir, env, quiet: true })
    const request = await playwright.request.newContext()
    for (const email of [options.admin, ...(options.members ?? [])]) {
      tokens.set(email, await register(request, server, email))
    }
    await request.dispose()
    await server.stop()
    const grant = spawnSync(process.execPath, ['server/admin/cli.ts', 'grant', options.admin], {
      cwd: root,
      env: { ...process.env, ...env, DATA_DIR: data.dir, LOG_LEVEL: 'error' },
      encoding: 'utf8',
    })
    expect(grant.status, grant.stderr).toBe(0)
    server = await startServer({ dataDir: data.dir, env, quiet: true })
  })
  test.afterAll(async () => {
    await server?.stop()
    data?.remove()
    library?.remove()
  })

  return {
    get url() {
      if (!server) throw new Error('the admin site is not started yet')
      return server.url
    },
    token(email) {
      const token = tokens.get(email)
      if (token === undefined) throw new Error(`${email} has no account on the admin site`)
      return token
    },
  }
}
