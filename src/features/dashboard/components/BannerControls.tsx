import { useLingui } from '@lingui/react/macro'
import type { Banner } from '../../../contract/schemas/dashboards.ts'
import { ControlIcon } from './ControlIcon.tsx'

interface BannerControlsProps {
  banners: Banner[]
  current: number
  onChoose: (index: number) => void
  onNext: () => void
  onPrevious: () => void
  stopped: boolean
  /** Absent when the banners never move by themselves (reduced motion): nothing to pause. */
  onToggle?: () => void
}

/** The carousel's buttons: previous, a dot for each banner, pause or play, next. */
export function BannerControls({
  banners,
  current,
  onChoose,
  onNext,
  onPrevious,
  stopped,
  onToggle,
}: BannerControlsProps) {
  const { t } = useLingui()
  return (
    <div className="banner__controls">
      <button type="button" className="banner__arrow" aria-label={t`Previous banner`} onClick={onPrevious}>
        <ControlIcon name="left" />
      </button>
      <div className="banner__dots">
        {banners.map((banner, i) => {
          const position = i + 1
          const title = banner.title
          return (
            <button
              key={banner.id}
              type="button"
              className="banner__dot"
              aria-label={t`Banner ${position}: ${title}`}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => onChoose(i)}
            />
          )
        })}
      </div>
      {onToggle ? (
        <button
          type="button"
          className="banner__arrow"
          aria-label={stopped ? t`Play banners` : t`Pause banners`}
          onClick={onToggle}
        >
          <ControlIcon name={stopped ? 'play' : 'pause'} />
        </button>
      ) : null}
      <button type="button" className="banner__arrow" aria-label={t`Next banner`} onClick={onNext}>
        <ControlIcon name="right" />
      </button>
    </div>
  )
}
