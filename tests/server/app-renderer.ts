import type { DrawPage } from '../../server/render/pages.ts'

/** The app's renderer, typed by the app's own tsconfig (the server's has no JSX). */
const source = '../../src/app/render-page.tsx'

/**
 * The app's page renderer from its source, as the build makes it for the server
 * (src/app/render-page.tsx): the server's tests draw pages without a build. Loaded once per file.
 */
export async function appRenderer(): Promise<DrawPage> {
  const { renderPage, pageAt } = (await import(source)) as DrawPage
  return { renderPage, pageAt }
}
