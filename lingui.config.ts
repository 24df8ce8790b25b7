import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

/** A novel's reading settings sheet: opened from the reader, its words come with the readers' extras. */
const novelSettingsSheet = [
  'src/features/novel-reader/components/FilterSheet.tsx',
  'src/features/novel-reader/components/StyleChoices.tsx',
  'src/features/novel-reader/components/ColourChoices.tsx',
  'src/features/novel-reader/components/RangeField.tsx',
]

/** Following and the reading lists: all but the menu's entry, which is drawn with the menu. */
const followParts = ['src/features/follow/components', 'src/features/follow/shelf-words.ts']

export default defineConfig({
  // Messages are written in English in the code; Vietnamese is the default language of the site.
  sourceLocale: 'en',
  locales: ['vi', 'en'],
  fallbackLocales: { default: 'en' },
  // Origins name files, not lines: a line moved in the code must not put the catalogs out of step.
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['src'],
      exclude: [
        '**/node_modules/**',
        'src/routeTree.gen.ts',
        'src/features/admin/**',
        'src/features/auth/password/**',
        'src/features/auth/oidc/**',
        'src/features/auth/two-factor/**',
        'src/features/account/**',
        'src/features/reviews/**',
        'src/features/comments/**',
        'src/features/novel-reader/extras/**',
        'src/features/comic-reader/extras/**',
        'src/features/library/sync/**',
        'src/features/push/**',
        ...followParts,
        'src/features/detail/facts/**',
        'src/features/finder/**',
        'src/features/settings/theme/**',
        'src/features/downloads/components/DownloadDialog.tsx',
        'src/features/downloads/components/ChapterPicker.tsx',
        ...novelSettingsSheet,
      ],
    },
    {
      // The download dialog's words (its choices of chapters) load when it opens.
      path: '<rootDir>/src/locales/{locale}/download-dialog',
      include: [
        'src/features/downloads/components/DownloadDialog.tsx',
        'src/features/downloads/components/ChapterPicker.tsx',
      ],
    },
    {
      // A post's facts from its own metadata (series, publisher…) load with the detail page's info only.
      path: '<rootDir>/src/locales/{locale}/detail-facts',
      include: ['src/features/detail/facts'],
    },
    {
      // The finder's words (its search, a member's profile) load with its routes, for members only.
      path: '<rootDir>/src/locales/{locale}/finder',
      include: ['src/features/finder'],
    },
    {
      // The choice of the site's colours loads with the settings.
      path: '<rootDir>/src/locales/{locale}/site-theme',
      include: ['src/features/settings/theme'],
    },
    {
      // Following and the reading lists (the follow button, the lists' page, Updates) load with their
      // code; the menu's Updates entry is drawn with the menu, in its words.
      path: '<rootDir>/src/locales/{locale}/follow',
      include: followParts,
    },
    {
      // Push notifications (the offer after a follow, their settings page) load with their code.
      path: '<rootDir>/src/locales/{locale}/push',
      include: ['src/features/push'],
    },
    {
      // The member library's sync (its merge notice, the sign-out choice) loads for members only.
      path: '<rootDir>/src/locales/{locale}/library-sync',
      include: ['src/features/library/sync'],
    },
    {
      // The readers' extras (a novel's bookmarks, way of reading and settings sheet, a comic's
      // continuous reading) load with their code.
      path: '<rootDir>/src/locales/{locale}/reader-extras',
      include: [
        'src/features/novel-reader/extras',
        'src/features/comic-reader/extras',
        ...novelSettingsSheet,
      ],
    },
    {
      // The member's own screens (a forgotten password, the profile, the account, its security), a
      // sign-in's second factor, passkey and identity provider, and a post's reviews: their words
      // load with them.
      path: '<rootDir>/src/locales/{locale}/account',
      include: [
        'src/features/auth/password',
        'src/features/auth/oidc',
        'src/features/auth/two-factor',
        'src/features/account',
        'src/features/reviews',
      ],
    },
    {
      // A chapter's or an episode's comments load when they come into view, with their words.
      path: '<rootDir>/src/locales/{locale}/comments',
      include: ['src/features/comments'],
    },
    {
      // The admin area's words load with its screens only, never with the visitors' pages.
      path: '<rootDir>/src/locales/{locale}/admin',
      include: ['src/features/admin'],
    },
  ],
})
