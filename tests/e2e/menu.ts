import type { APIRequestContext } from '@playwright/test'
import { expect } from './fixtures.ts'

interface MenuEntry {
  name: string
  type: string
  label?: string | null
  isLogin?: boolean | null
}

/**
 * The menu labels a visitor should see, read from the server the site runs on, so the tests follow
 * the catalogue rather than repeat it: no members-only entries, no chat, no spacers or rules, and no
 * logo block (the header draws the logo).
 */
export async function visitorMenuLabels(request: APIRequestContext, language: 'vi' | 'en') {
  const response = await request.get(`/${language}/api/v1/home/index/`)
  expect(response.ok(), `GET /${language}/api/v1/home/index/ answers`).toBe(true)
  const body = (await response.json()) as { status: string; data: { navbar: MenuEntry[] } }
  expect(body.status).toBe('success')
  return body.data.navbar
    .filter((entry) => entry.isLogin !== true && entry.name !== 'chat')
    .filter((entry) => entry.type !== 'line' && entry.type !== 'space' && entry.name !== 'logo')
    .map((entry) => entry.label?.trim() ?? '')
    .filter((label) => label !== '')
}

/** The labels of the home modules, in the order the server sends them. */
export async function homeModuleLabels(request: APIRequestContext, language: 'vi' | 'en') {
  const response = await request.get(`/${language}/api/v1/home/index/`)
  expect(response.ok()).toBe(true)
  const body = (await response.json()) as { data: { modules: { label?: string | null }[] } }
  return body.data.modules.map((module) => module.label?.trim() ?? '').filter((label) => label !== '')
}
