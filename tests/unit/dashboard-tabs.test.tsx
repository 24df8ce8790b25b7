import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '../../src/app/query-client.ts'
import { sectionDashboardSchema } from '../../src/contract/schemas/dashboards.ts'
import { validateSectionSearch } from '../../src/contract/schemas/section-params.ts'
import { sectionDashboardQueryOptions } from '../../src/features/dashboard/api.ts'
import { SectionDashboard } from '../../src/features/dashboard/components/SectionDashboard.tsx'
import { everyModule, posts, renderDashboard, renderWithApp } from './dashboard-setup.tsx'

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const tab = (id: number, label: string, count: number) => ({
  id,
  label,
  slug: label.toLowerCase(),
  api: '/posts/lists/movie/',
  items: posts(label, count, id * 100),
})

const charts = {
  ...everyModule[5],
  items: [
    tab(1, 'Today', 23),
    tab(2, 'Week', 12),
    tab(3, 'Month', 4),
    tab(4, 'Liked', 4),
    tab(5, 'Rated', 4),
    tab(6, 'New', 4),
    tab(7, 'Old', 4),
  ],
}

const tabNames = () => within(screen.getByRole('navigation', { name: 'Lists' })).getAllByRole('button')
const rows = () => screen.getAllByRole('listitem').filter((item) => item.closest('.post-rows'))

describe('the list with tabs (module itemstab, spec §9)', () => {
  it("shows the first 5 tabs, then 'More' reveals the rest", async () => {
    await renderDashboard([charts])
    expect(tabNames().map((button) => button.textContent)).toEqual([
      'Today',
      'Week',
      'Month',
      'Liked',
      'Rated',
      'More',
    ])
    fireEvent.click(screen.getByRole('button', { name: 'More' }))
    expect(tabNames().map((button) => button.textContent)).toEqual([
      'Today',
      'Week',
      'Month',
      'Liked',
      'Rated',
      'New',
      'Old',
    ])
    expect(document.activeElement?.textContent).toBe('New')
  })

  it("lists 10 posts at a time, each 'Show more' adding 10", async () => {
    await renderDashboard([charts])
    expect(rows()).toHaveLength(10)
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }))
    expect(rows()).toHaveLength(20)
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }))
    expect(rows()).toHaveLength(23)
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull()
  })

  it('shows the chosen tab from its first 10 again', async () => {
    await renderDashboard([charts])
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }))
    fireEvent.click(screen.getByRole('button', { name: 'Week' }))
    expect(screen.getByRole('button', { name: 'Week' }).getAttribute('aria-pressed')).toBe('true')
    expect(rows()).toHaveLength(10)
    expect(within(rows()[0]!).getByRole('link').getAttribute('href')).toBe('/en/movie/post-200')
  })

  it('speaks Vietnamese under /vi', async () => {
    await renderDashboard([charts], 'vi')
    expect(screen.getByRole('button', { name: 'Thêm' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Xem thêm' })).toBeTruthy()
  })
})

describe('a section dashboard', () => {
  const answer = {
    modules: [everyModule[2]],
    tabs: [
      { id: 1, name: 'Action', slug: 'action', filter: 'category__1' },
      { id: 2, name: 'Romance', slug: 'romance', filter: 'category__2' },
    ],
  }

  it("puts 'All' and the categories at the top, the chosen one highlighted", async () => {
    // The movie dashboard of category 2, as the route's loader would have stored it.
    const queryClient = createQueryClient()
    queryClient.setQueryData(
      sectionDashboardQueryOptions('en', 'movie', 2).queryKey,
      v.parse(sectionDashboardSchema, answer),
    )
    await renderWithApp(
      () => <SectionDashboard language="en" section="movie" category={2} />,
      'en',
      queryClient,
    )
    const strip = await screen.findByRole('navigation', { name: 'Categories' })
    const links = within(strip).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['All', '/en/movies'],
      ['Action', '/en/movies?category=1'],
      ['Romance', '/en/movies?category=2'],
    ])
    expect(within(strip).getByRole('link', { name: 'Romance' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('heading', { level: 1, name: 'Films' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Trending films today' })).toBeTruthy()
  })

  it('asks the API for the chosen category as filter=category__{id}', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json({ status: 'success', data: answer }))
    const { queryClient } = await renderWithApp(() => null)
    await queryClient.fetchQuery(sectionDashboardQueryOptions('vi', 'comic', 7))
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/vi/api/v1/home/comic/?filter=category__7')
    const options = sectionDashboardQueryOptions('vi', 'comic')
    expect([options.staleTime, options.refetchOnWindowFocus]).toEqual([300_000, false])
  })

  it('keeps only a whole, positive category id from the address', () => {
    expect(validateSectionSearch({ category: 3 })).toEqual({ category: 3 })
    expect(validateSectionSearch({ category: '12' })).toEqual({ category: 12 })
    expect(validateSectionSearch({ category: 'abc' })).toEqual({ category: undefined })
    expect(validateSectionSearch({ category: -1 })).toEqual({ category: undefined })
    expect(validateSectionSearch({})).toEqual({ category: undefined })
  })
})
