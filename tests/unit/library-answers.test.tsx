import { act, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { recordView, toggleSaved } from '../../src/entities/library/library-changes.ts'
import { updateLibrary } from '../../src/entities/library/library-store.ts'
import { useIsLiked, useIsSaved } from '../../src/entities/library/use-library.ts'
import { postCard } from './post-card.ts'

const post = postCard({ id: 7 })

beforeEach(() => updateLibrary(() => ({ viewedHistory: [], savedPosts: [], likedPosts: [] })))

describe("a post's saved and liked state", () => {
  it('is drawn again when it changes, not when the history records a view', () => {
    let draws = 0
    function Buttons() {
      draws++
      const saved = useIsSaved(post.id)
      const liked = useIsLiked(post.id)
      return <p>{`${saved ? 'saved' : 'not saved'}, ${liked ? 'liked' : 'not liked'}`}</p>
    }
    render(<Buttons />)
    expect(screen.getByText('not saved, not liked')).toBeTruthy()
    const first = draws

    act(() => recordView(post))
    expect(draws).toBe(first)

    act(() => toggleSaved(post))
    expect(screen.getByText('saved, not liked')).toBeTruthy()
    expect(draws).toBe(first + 1)
  })
})
