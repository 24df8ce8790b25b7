import type { Language } from '../../contract/languages.ts'
import { chapterPagePath } from '../../contract/post-paths.ts'
import type { ReadableContent } from '../../shared/html/readable-content.ts'

/** A link to another chapter as the library stores it: `../<index>/`, then perhaps `#<anchor>`. */
const toChapter = / href="\.\.\/(\d+)\//g

/**
 * A book's links between its chapters at the chapters' own addresses. The library keeps them relative
 * to a chapter's address written as a folder (`../2/#note`, server/library/novels/chapter-links.ts),
 * so they hold in either language and after a slug changes; read against the reader's address as it
 * is written now (no last slash), they would lead out of the story.
 */
export function linkedChapters<Content extends ReadableContent>(
  content: Content,
  language: Language,
  slug: string,
): Content {
  const linked = (html: string) =>
    html.includes(' href="../')
      ? html.replace(
          toChapter,
          (_, index: string) => ` href="${chapterPagePath(language, 'novel', slug, Number(index))}`,
        )
      : html
  if (content.kind === 'html') return { ...content, html: linked(content.html) }
  if (content.kind === 'blocks')
    return { ...content, blocks: content.blocks.map((block) => ({ ...block, html: linked(block.html) })) }
  return content
}
