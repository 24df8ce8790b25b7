import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Language } from '../../../contract/languages.ts'
import { useLibrary } from '../../../entities/library/use-library.ts'
import { useDocumentTitle } from '../../../shared/i18n/use-document-title.ts'
import { AppLink } from '../../../shared/ui/AppLink.tsx'
import { PostCard } from '../../../shared/ui/PostCard.tsx'
import { type Tab, TabStrip } from '../../../shared/ui/TabStrip.tsx'
import { DownloadsLink } from '../../downloads/index.ts'
import { type LibraryList, listTitles } from '../library-lists.ts'
import { inTab, type LibraryTab, libraryTabs, openingTab, tabLabels } from '../library-tabs.ts'
import { useSelection } from '../use-selection.ts'
import { usePostsInLanguage } from '../use-titles.ts'
import { HistoryNote } from './HistoryNote.tsx'
import { LibraryEmpty } from './LibraryEmpty.tsx'
import { SelectToggle } from './SelectToggle.tsx'
import { SelectToolbar } from './SelectToolbar.tsx'

interface LibraryScreenProps {
  list: LibraryList
  language: Language
  /** The tab the address names, if any. */
  tab: LibraryTab | undefined
}

/** The history or saved page: posts of one kind per tab, opened or picked for deletion. */
export function LibraryScreen({ list, language, tab: named }: LibraryScreenProps) {
  const { i18n, t } = useLingui()
  const title = i18n._(listTitles[list])
  useDocumentTitle(title)
  // The store keeps them in order: history most recent first, saved most recently saved first.
  const all = useLibrary()[list]
  // Chosen once, as the page opens with posts: deleting a tab's last post leaves the reader on that
  // tab. A library that arrives after the page opened empty (the member's other devices) chooses then.
  const [opening, setOpening] = useState(() => (all.length > 0 ? openingTab(all) : undefined))
  if (opening === undefined && all.length > 0) setOpening(openingTab(all))
  const tab = named ?? opening ?? openingTab(all)
  const posts = usePostsInLanguage(all.filter(inTab(tab)), language)
  const selection = useSelection(tab)
  const page = list === 'viewedHistory' ? 'history' : 'saved'

  const tabs: Tab[] = libraryTabs.map((key) => ({
    key,
    // Each tab says how many posts it holds, so an empty one is not opened for nothing.
    label: `${i18n._(tabLabels[key])} (${all.filter(inTab(key)).length})`,
    selected: key === tab,
    href: `/${language}/${page}?tab=${key}`,
  }))
  const toggle =
    posts.length > 0 || selection.selecting ? (
      <SelectToggle selecting={selection.selecting} onStart={selection.start} onStop={selection.stop} />
    ) : undefined

  return (
    <section className="library">
      <h1 className="library__title">{title}</h1>
      {list === 'savedPosts' ? (
        <>
          <DownloadsLink language={language} />
          <p className="library__lists">
            <AppLink href={`/${language}/saved?list=followed`}>
              <Trans>Following and reading lists</Trans>
            </AppLink>
          </p>
        </>
      ) : null}
      <TabStrip tabs={tabs} label={t`Kinds of posts`} filter={toggle} />
      {selection.selecting ? (
        <SelectToolbar list={list} posts={posts} selected={selection.ids} onDone={selection.stop} />
      ) : null}
      {posts.length === 0 ? (
        <LibraryEmpty list={list} tab={tab} language={language} />
      ) : (
        <ul className="post-grid library__grid" aria-label={i18n._(tabLabels[tab])}>
          {posts.map((post, i) => (
            <li key={post.id}>
              <PostCard
                post={post}
                language={language}
                eager={i < 4}
                onSelect={selection.selecting ? () => selection.toggle(post.id) : undefined}
                selected={selection.selecting ? selection.ids.has(post.id) : undefined}
                note={list === 'viewedHistory' ? <HistoryNote post={post} /> : undefined}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
