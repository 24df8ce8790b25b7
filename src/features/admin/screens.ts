import { type ComponentType, lazy } from 'react'
import type { Language } from '../../contract/languages.ts'

export interface AdminScreenProps {
  language: Language
  /** The id an address names after the screen's own name (`posts/12`). */
  id?: number
}

/**
 * The admin area's screens by their address under /{lang}/admin/, each loaded when first opened.
 * A screen joins the navigation (AdminNav) once it is listed here.
 */
export const adminScreens = {
  '': lazy(() => import('./components/AdminOverview.tsx').then((m) => ({ default: m.AdminOverview }))),
  posts: lazy(() => import('./components/PostsScreen.tsx').then((m) => ({ default: m.PostsScreen }))),
  post: lazy(() => import('./components/PostEditScreen.tsx').then((m) => ({ default: m.PostEditScreen }))),
  upload: lazy(() => import('./uploads/NewPostUpload.tsx').then((m) => ({ default: m.NewPostUpload }))),
  library: lazy(() => import('./components/LibraryScreen.tsx').then((m) => ({ default: m.LibraryScreen }))),
  terms: lazy(() => import('./components/TermsScreen.tsx').then((m) => ({ default: m.TermsScreen }))),
  dashboards: lazy(() =>
    import('./components/DashboardsScreen.tsx').then((m) => ({ default: m.DashboardsScreen })),
  ),
  menu: lazy(() => import('./components/MenuScreen.tsx').then((m) => ({ default: m.MenuScreen }))),
  members: lazy(() => import('./components/MembersScreen.tsx').then((m) => ({ default: m.MembersScreen }))),
  backups: lazy(() => import('./components/BackupsScreen.tsx').then((m) => ({ default: m.BackupsScreen }))),
  audit: lazy(() => import('./components/AuditScreen.tsx').then((m) => ({ default: m.AuditScreen }))),
  comments: lazy(() =>
    import('./components/CommentsScreen.tsx').then((m) => ({ default: m.CommentsScreen })),
  ),
} satisfies Record<string, ComponentType<AdminScreenProps>>

export type AdminScreenName = keyof typeof adminScreens

/** The screen an address names (`members`, `members/`, `posts/12`); anything unknown is none. */
export function adminScreenOf(splat: string): { name: AdminScreenName; id?: number } | undefined {
  const path = splat.replace(/\/+$/, '')
  const post = /^posts\/([1-9]\d{0,9})$/.exec(path)
  if (post) return { name: 'post', id: Number(post[1]) }
  if (path === 'post') return undefined
  return Object.hasOwn(adminScreens, path) ? { name: path as AdminScreenName } : undefined
}
