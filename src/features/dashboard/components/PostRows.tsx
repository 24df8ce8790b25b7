import { COVER_SHOWN, LIST_COVER_SIZE } from '../../../contract/image-sizes.ts'
import type { Language } from '../../../contract/languages.ts'
import { postPagePath } from '../../../contract/post-paths.ts'
import type { PostCard as Post } from '../../../contract/schemas/cards.ts'
import { AppLink } from '../../../shared/ui/AppLink.tsx'
import { CoverImage } from '../../../shared/ui/CoverImage.tsx'
import { PostMeta } from './PostMeta.tsx'

interface PostRowsProps {
  posts: Post[]
  language: Language
  eager: boolean
  /** Charts number their rows: the list is an ordered one and each row shows its place. */
  ranked?: boolean
}

/** The vertical list (module `itemslist`, and the lists inside tabs): cover, title and facts. */
export function PostRows({ posts, language, eager, ranked = false }: PostRowsProps) {
  const List = ranked ? 'ol' : 'ul'
  return (
    <List className="post-rows">
      {posts.map((post, i) => (
        <li key={post.id}>
          <AppLink className="post-row" href={postPagePath(language, post.posttype, post.slug)}>
            {ranked ? (
              <span className="post-row__rank" aria-hidden="true">
                {i + 1}
              </span>
            ) : null}
            <span className="post-row__cover">
              <CoverImage
                image={post.feature}
                size={LIST_COVER_SIZE.itemslist}
                eager={eager && i < 3}
                shown={COVER_SHOWN.row}
              />
            </span>
            <span className="post-row__body">
              <span className="post-row__title">{post.title}</span>
              <PostMeta post={post} language={language} />
              {post.description ? <span className="post-row__description">{post.description}</span> : null}
            </span>
          </AppLink>
        </li>
      ))}
    </List>
  )
}
