import { lazy } from 'react'

/**
 * The admin area's screens by their address under /{lang}/admin/, each loaded when first opened.
 * A screen joins the navigation (AdminNav) once it is listed here.
 */
export const adminScreens = {
  '': lazy(() => import('./components/AdminOverview.tsx').then((m) => ({ default: m.AdminOverview }))),
  members: lazy(() => import('./components/MembersScreen.tsx').then((m) => ({ default: m.MembersScreen }))),
  audit: lazy(() => import('./components/AuditScreen.tsx').then((m) => ({ default: m.AuditScreen }))),
} as const

export type AdminScreenName = keyof typeof adminScreens

/** The screen an address names: `members`, `members/`; anything unknown is no screen. */
export function adminScreenOf(splat: string): AdminScreenName | undefined {
  const name = splat.replace(/\/+$/, '')
  return Object.hasOwn(adminScreens, name) ? (name as AdminScreenName) : undefined
}
