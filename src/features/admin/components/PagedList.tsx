import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Loading } from '../../../shared/ui/Loading.tsx'
import { AdminPager } from './AdminPager.tsx'

interface PagedListProps {
  /** The page's answer: its entries and whether another page follows. */
  list: UseQueryResult<{ data: unknown[]; is_next: boolean }>
  page: number
  onPage: (page: number) => void
  /** What an empty answer says. */
  empty: ReactNode
  /** A numbered list (`ol`), where the order means something, such as newest first. */
  ordered?: boolean
  /** The entries, each an `li`. */
  children: ReactNode
}

/**
 * One page of an admin list: loading, empty, or its entries (dimmed while the next page loads),
 * with the previous and next page below.
 */
export function PagedList({ list, page, onPage, empty, ordered = false, children }: PagedListProps) {
  const List = ordered ? 'ol' : 'ul'
  const count = list.data?.data.length ?? 0
  return (
    <>
      {list.isPending ? <Loading /> : null}
      {list.isSuccess && count === 0 ? <p className="admin-empty">{empty}</p> : null}
      {count > 0 ? (
        <List className="admin-list" aria-busy={list.isFetching}>
          {children}
        </List>
      ) : null}
      <AdminPager page={page} hasNext={list.data?.is_next ?? false} onPage={onPage} />
    </>
  )
}
