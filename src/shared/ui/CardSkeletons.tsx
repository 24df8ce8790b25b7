import { SKELETON_COUNT } from '../limits.ts'

/** Placeholders in the shape of cards while a list loads (spec §2: 20 of them). */
export function CardSkeletons({ count = SKELETON_COUNT }: { count?: number }) {
  return (
    <ul className="post-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={i} className="post-card post-card--skeleton" />
      ))}
    </ul>
  )
}
