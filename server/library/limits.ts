import {
  ADMIN_PEOPLE_MAX,
  ADMIN_PERSON_NAME_MAX,
  ADMIN_TITLE_MAX,
} from '../../src/contract/schemas/admin-posts.ts'

/**
 * What one file of the library (or an upload) may bring into the database, in one place
 * (docs/library.md, What a file may bring). Words are cut to their limit, on a character's edge, and
 * the report says so: the post is still right without the rest. What is read is refused instead,
 * with its reason: a chapter cut short, or a book cut at some chapter, would read as whole.
 */
export const libraryLimits = {
  /** A post's or a chapter's title, as long as an admin may type one. */
  titleCharacters: ADMIN_TITLE_MAX,
  /** A post's description, once cleaned to plain text. */
  descriptionCharacters: 10_000,
  /** A post's credit line (its author or authors). */
  authorCharacters: ADMIN_TITLE_MAX,
  /** Names a post credits (an EPUB's creators, a film's directors, its actors): each list. */
  people: ADMIN_PEOPLE_MAX,
  personCharacters: ADMIN_PERSON_NAME_MAX,
  /** Categories (ComicInfo's genres and tags, a book's subjects, mot.json's categories) a post names. */
  categories: 50,
  /** Documents an EPUB's spine lists, each counted once however often it is listed. */
  spineDocuments: 5_000,
  /** A chapter's file (an EPUB's document, a text novel's file), before it is read. */
  chapterFileBytes: 16 * 1024 * 1024,
  /** A chapter's HTML as stored, in UTF-8 bytes. */
  chapterTextBytes: 2 * 1024 * 1024,
  /** All of a book's chapters together (an EPUB, or a folder of chapter files). */
  bookTextBytes: 50 * 1024 * 1024,
  /** How deep a chapter's elements may nest (sanitising deeper HTML takes time with its square). */
  nestingDepth: 256,
  /**
   * A metadata file (ComicInfo.xml, mot.json, a game's JSON, an EPUB's container, package document,
   * table of contents): a big one is a few hundred kilobytes.
   */
  metadataBytes: 4 * 1024 * 1024,
} as const
