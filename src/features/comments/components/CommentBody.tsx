import { useLingui } from '@lingui/react/macro'
import { Fragment, useState } from 'react'
import { commentPieces } from '../body.ts'

/**
 * A comment's text as it was written: its line breaks kept, its spoilers hidden behind a button until
 * tapped. Drawn as text nodes only, so nothing a member writes is ever read as HTML.
 */
export function CommentBody({ body }: { body: string }) {
  return (
    <p className="comment__body">
      {commentPieces(body).map((piece, i) =>
        piece.spoiler ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never move.
          <Spoiler key={i} text={piece.text} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never move.
          <Lines key={i} text={piece.text} />
        ),
      )}
    </p>
  )
}

/** Text with its line breaks. */
function Lines({ text }: { text: string }) {
  return text.split('\n').map((line, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one text never move.
    <Fragment key={i}>
      {i > 0 ? <br /> : null}
      {line}
    </Fragment>
  ))
}

/** A spoiler: a button that says so; its words are not on the page (nor read aloud) until it is pressed. */
function Spoiler({ text }: { text: string }) {
  const { t } = useLingui()
  const [shown, setShown] = useState(false)
  if (shown)
    return (
      <span className="comment__spoiler comment__spoiler--shown">
        <Lines text={text} />
      </span>
    )
  return (
    <button type="button" className="comment__spoiler" onClick={() => setShown(true)}>
      {t`Spoiler: show`}
    </button>
  )
}
