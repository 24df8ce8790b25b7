import { waitFor, waitForElement } from '../driver.ts'
import type { Flow } from '../flow.ts'

interface Post {
  slug: string
  posttype: string
  like_count: number
}

export const likeAndSave: Flow = {
  name: 'like and save',
  async run(driver, { api, seat }) {
    // One of the oldest comics: the browser tests count the likes of novels.
    const { data } = await api<{ data: Post[] }>('/posts/lists/comic/?sortby=created_at__desc')
    const post = data.at(-1 - seat)
    if (!post) throw new Error('the demo has no comic')
    const counted = async () =>
      (await api<{ data: Post }>(`/posts/detail/${post.posttype}/${post.slug}/`)).data.like_count
    const before = await counted()
    await driver.goto(`/vi/${post.posttype}/${post.slug}`)

    await driver.click({ css: 'main button', text: 'Thích' })
    await waitForElement(driver, { css: 'main button', text: 'Đã Thích' })
    await waitForElement(driver, { css: '.toaster *', text: 'Đã thích bài viết!' })
    const liked = await counted()
    if (liked !== before + 1) throw new Error(`the server counts ${liked} likes, not ${before + 1}`)

    await driver.click({ css: 'main button', text: 'Lưu' })
    await waitForElement(driver, { css: 'main button', text: 'Đã Lưu' })
    await driver.reload()
    await waitForElement(driver, { css: 'main button', text: 'Đã Lưu' })
    await waitFor(
      driver,
      `[...document.querySelectorAll('main button')].some((b) => b.textContent.trim() === 'Đã Thích')`,
      'the like kept after a reload',
    )
    return undefined
  },
}
