import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { type FocusEvent, type TouchEvent, useRef, useState } from 'react'
import type { Language } from '../../../contract/languages.ts'
import type { Banner } from '../../../contract/schemas/dashboards.ts'
import { useReducedMotion } from '../../../shared/hooks/use-media-query.ts'
import { BANNER_SPEED_MS } from '../../../shared/limits.ts'
import { useHydrated } from '../../../shared/react/use-hydrated.ts'
import { AppLink } from '../../../shared/ui/AppLink.tsx'
import { linkHref, posttypeOfHref } from '../links.ts'
import { useCarousel } from '../use-carousel.ts'
import { BannerControls } from './BannerControls.tsx'
import { BannerPicture } from './BannerPicture.tsx'

/** The type badge over a banner that opens a post: the section names, in the page's language. */
const typeLabels = {
  movie: msg`Films`,
  comic: msg`Comics`,
  novel: msg`Novels`,
  game: msg`Games`,
}

/** A swipe shorter than this is a tap. */
const SWIPE_MIN_PX = 40

/**
 * The banner carousel (module `slider`): one banner at a time, moving on every 3 s with a 600 ms
 * slide (spec §9). It holds still while the pointer is over it, while it has focus, when paused with
 * its button, and for people who ask for reduced motion.
 */
export function BannerSlider({
  banners,
  language,
  eager,
}: {
  banners: Banner[]
  language: Language
  eager: boolean
}) {
  const { t, i18n } = useLingui()
  const reducedMotion = useReducedMotion()
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [stopped, setStopped] = useState(false)
  const { current, goTo, next, previous } = useCarousel(
    banners.length,
    hovered || focused || stopped || reducedMotion,
  )
  const touchStart = useRef<number | null>(null)
  const count = banners.length
  // Only the first slide's picture is in the page as drawn: the others would be asked for beside it,
  // on a slow network, before it shows. Once the app runs, the picture of the slide after the
  // farthest one shown so far is asked for, ahead of its turn.
  const hydrated = useHydrated()
  const [reached, setReached] = useState(0)
  if (current > reached) setReached(current)
  const pictured = (i: number) => i === 0 || (hydrated && i <= reached + 1)

  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
  }
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current
    touchStart.current = null
    const end = event.changedTouches[0]?.clientX
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_MIN_PX) return
    if (end < start) next()
    else previous()
  }

  return (
    <section
      className="banner"
      aria-roledescription={t`carousel`}
      aria-label={t`Featured`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onTouchStart={(event) => {
        touchStart.current = event.touches[0]?.clientX ?? null
      }}
      onTouchEnd={onTouchEnd}
    >
      <div className="banner__viewport">
        <ul
          className="banner__track"
          style={{
            transform: `translateX(${-current * 100}%)`,
            transitionDuration: reducedMotion ? '0ms' : `${BANNER_SPEED_MS}ms`,
          }}
        >
          {banners.map((banner, i) => {
            const position = i + 1
            const href = linkHref(language, banner.slug)
            const kind = posttypeOfHref(href)
            const body = (
              <>
                {pictured(i) ? (
                  <BannerPicture banner={banner} eager={eager && i === 0} />
                ) : (
                  <span className="banner__image banner__image--none" />
                )}
                <span className="banner__caption">
                  {kind ? <span className="banner__badge">{i18n._(typeLabels[kind])}</span> : null}
                  <span className="banner__title">{banner.title}</span>
                  {banner.description ? (
                    <span className="banner__description">{banner.description}</span>
                  ) : null}
                </span>
              </>
            )
            return (
              <li
                key={banner.id}
                className="banner__slide"
                aria-roledescription={t`slide`}
                aria-label={t`${position} of ${count}`}
                // Slides out of view must not take focus or be read out.
                inert={i !== current}
              >
                {href ? (
                  <AppLink className="banner__link" href={href}>
                    {body}
                  </AppLink>
                ) : (
                  <div className="banner__link">{body}</div>
                )}
              </li>
            )
          })}
        </ul>
      </div>
      {count > 1 ? (
        <BannerControls
          banners={banners}
          current={current}
          onChoose={goTo}
          onNext={next}
          onPrevious={previous}
          stopped={stopped}
          onToggle={reducedMotion ? undefined : () => setStopped(!stopped)}
        />
      ) : null}
    </section>
  )
}
