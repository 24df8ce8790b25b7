import { Trans, useLingui } from '@lingui/react/macro'
import type { Language } from '../../../contract/languages.ts'
import { AppLink } from '../../../shared/ui/AppLink.tsx'
import type { LibraryList } from '../library-lists.ts'
import { type LibraryTab, tabBrowsePaths } from '../library-tabs.ts'

interface LibraryEmptyProps {
  list: LibraryList
  tab: LibraryTab
  language: Language
}

/** An empty tab says how it fills up and offers somewhere to start. */
export function LibraryEmpty({ list, tab, language }: LibraryEmptyProps) {
  const { t } = useLingui()
  const browse = { movie: t`Browse films`, comic: t`Browse comics`, game: t`Browse games` }[tab]
  return (
    <div className="library__empty">
      <h2>
        <Trans context="library empty">Nothing here yet</Trans>
      </h2>
      <p>
        {list === 'viewedHistory' ? (
          <Trans>What you watch, read or play shows up here, the most recent first.</Trans>
        ) : (
          <Trans>Press ‘Save’ on a film, comic, novel or game to keep it here for later.</Trans>
        )}
      </p>
      <AppLink className="button" href={`/${language}/${tabBrowsePaths[tab]}`}>
        {browse}
      </AppLink>
    </div>
  )
}
