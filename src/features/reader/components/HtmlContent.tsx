import { type CSSProperties, useRef } from 'react'
import type { ContentHooks } from '../turner.ts'
import { useScrollReading } from '../use-scroll-reading.ts'

interface HtmlContentProps extends ContentHooks {
  /** One HTML string, or blocks of HTML read one after the other, sanitized (see readableContent). */
  parts: { id: string; html: string }[]
  className?: string
  style?: CSSProperties | undefined
}

/** A chapter's text, read by scrolling. */
export function HtmlContent({ parts, className, style, start, end, ...hooks }: HtmlContentProps) {
  const stageRef = useRef<HTMLDivElement>(null)
  useScrollReading({ stageRef, start, ...hooks })
  return (
    <>
      <div ref={stageRef} className={`chapter-text ${className ?? ''}`} style={style}>
        {parts.map((part) => (
          <div
            key={part.id}
            className="chapter-text__block"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with the allowlist in readableContent
            dangerouslySetInnerHTML={{ __html: part.html }}
          />
        ))}
      </div>
      {end}
    </>
  )
}
