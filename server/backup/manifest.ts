import * as v from 'valibot'

/** What a backup holds, written last into its archive (manifest.json) and read first by a restore. */
export const MANIFEST_ENTRY = 'manifest.json'
export const FORMAT = 'mot-backup'
export const FORMAT_VERSION = 1

/** Where a file of the site lives: the media store, or the admins' uploads. */
export const fileAreas = ['media', 'uploads'] as const
export type FileArea = (typeof fileAreas)[number]

const sha256 = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/))
const count = v.pipe(v.number(), v.integer(), v.minValue(0))
/** A path inside an area: relative, forward slashes, no step out of it. */
const relativePath = v.pipe(
  v.string(),
  v.maxLength(1024),
  v.check(
    (path) =>
      path.length > 0 &&
      !path.startsWith('/') &&
      !path.includes('\\') &&
      !path.includes('\0') &&
      path.split('/').every((part) => part !== '' && part !== '.' && part !== '..'),
  ),
)
const identifier = v.pipe(v.string(), v.regex(/^[a-z_][a-z0-9_]{0,62}$/))

const manifestSchema = v.object({
  format: v.literal(FORMAT),
  version: v.literal(FORMAT_VERSION),
  created_at: v.pipe(v.string(), v.isoTimestamp()),
  engine: v.picklist(['pglite', 'postgres']),
  /** The migrations the database had: a restore builds the same schema before loading the rows. */
  migrations: v.object({ count, last: v.pipe(v.string(), v.maxLength(200)) }),
  tables: v.pipe(
    v.array(
      v.object({
        name: identifier,
        columns: v.pipe(v.array(identifier), v.minLength(1), v.maxLength(200)),
        rows: count,
        entry: v.pipe(v.string(), v.maxLength(100)),
        bytes: count,
        sha256,
      }),
    ),
    v.maxLength(500),
  ),
  sequences: v.pipe(
    v.array(
      v.object({
        name: v.pipe(v.string(), v.regex(/^[a-z_][a-z0-9_]*\.[a-z_][a-z0-9_]*$/)),
        value: v.pipe(v.number(), v.integer()),
        called: v.boolean(),
      }),
    ),
    v.maxLength(500),
  ),
  /** The files: inside the archive when `files_included`, else only listed, to be checked. */
  files_included: v.boolean(),
  files: v.pipe(
    v.array(v.object({ area: v.picklist(fileAreas), path: relativePath, bytes: count, sha256 })),
    v.maxLength(5_000_000),
  ),
})

export type Manifest = v.InferOutput<typeof manifestSchema>

/** A manifest from its bytes, or undefined when it is not one this version can read. */
export function parseManifest(bytes: Buffer): Manifest | undefined {
  try {
    const result = v.safeParse(manifestSchema, JSON.parse(bytes.toString('utf8')))
    return result.success ? result.output : undefined
  } catch {
    return undefined
  }
}

/** The archive entry of a table's rows, and of a file. */
export const tableEntry = (table: string) => `database/${table}.copy`
export const fileEntry = (area: FileArea, path: string) => `${area}/${path}`
