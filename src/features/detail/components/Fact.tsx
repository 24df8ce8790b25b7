import type { ReactNode } from 'react'

/** One line of the info block's list of facts: its label and what it says. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="detail-info__fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}
