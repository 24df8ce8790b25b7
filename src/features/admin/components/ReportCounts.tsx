import { useLingui } from '@lingui/react/macro'

/** A scan's counts of posts or chapters by what happened to them, as one term of a list of facts. */
export function ReportCounts({ name, counts }: { name: string; counts: Record<string, number> }) {
  const { t } = useLingui()
  const words: Record<string, string> = {
    added: t`added`,
    changed: t`changed`,
    unchanged: t`unchanged`,
    hidden: t`hidden`,
  }
  const text = Object.entries(counts)
    .map(([what, count]) => `${words[what] ?? what}: ${count}`)
    .join(' · ')
  return (
    <>
      <dt>{name}</dt>
      <dd>{text || '—'}</dd>
    </>
  )
}
