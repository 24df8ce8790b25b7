import type { ReactNode } from 'react'

/** What a form says once it worked: a live region that is always there, so the news is read out. */
export function Done({ show, children }: { show: boolean; children: ReactNode }) {
  return (
    <div className="account__done" role="status">
      {show ? <p>{children}</p> : null}
    </div>
  )
}
