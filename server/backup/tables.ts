import type { Reading } from './database-io.ts'

/** A table as a backup keeps it: the columns written (generated ones are computed again). */
export interface TableShape {
  name: string
  columns: string[]
}

/** A sequence and where it stood, so ids given after a restore never repeat one already given. */
export interface SequenceState {
  name: string
  value: number
  called: boolean
}

/** A name quoted as an identifier (the catalogue's names are the schema's own, but quoting is free). */
export const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`

/**
 * The site's tables in an order a restore can load them: each after the tables its foreign keys
 * name (a table naming itself loads in one COPY, which PostgreSQL checks at its end).
 */
export async function tableShapes(reading: Reading): Promise<TableShape[]> {
  const columns = await reading.rows<{ table: string; column: string }>(`
    select c.relname as table, a.attname as column
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid
    where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0
      and not a.attisdropped and a.attgenerated = ''
    order by c.relname, a.attnum`)
  const references = await reading.rows<{ table: string; references: string }>(`
    select c.relname as table, r.relname as references
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_class r on r.oid = k.confrelid
    join pg_namespace n on n.oid = c.relnamespace
    where k.contype = 'f' and n.nspname = 'public' and c.oid <> r.oid`)
  const shapes = new Map<string, TableShape>()
  for (const { table, column } of columns) {
    const shape = shapes.get(table) ?? { name: table, columns: [] }
    shape.columns.push(column)
    shapes.set(table, shape)
  }
  const needs = new Map<string, Set<string>>()
  for (const { table, references: other } of references) {
    if (!needs.has(table)) needs.set(table, new Set())
    needs.get(table)?.add(other)
  }
  const ordered: TableShape[] = []
  const placed = new Set<string>()
  const place = (name: string, path: Set<string>) => {
    if (placed.has(name)) return
    if (path.has(name)) throw new Error(`The tables' foreign keys go round in a circle at ${name}`)
    path.add(name)
    for (const other of needs.get(name) ?? []) place(other, path)
    path.delete(name)
    placed.add(name)
    const shape = shapes.get(name)
    if (shape) ordered.push(shape)
  }
  for (const name of [...shapes.keys()].sort()) place(name, new Set())
  return ordered
}

/** Every sequence of the site's schema and its place. */
export async function sequenceStates(reading: Reading): Promise<SequenceState[]> {
  const names = await reading.rows<{ name: string }>(`
    select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'S' and n.nspname = 'public' order by 1`)
  const states: SequenceState[] = []
  for (const { name } of names) {
    const [state] = await reading.rows<{ last_value: string | number; is_called: boolean }>(
      `select last_value, is_called from ${name}`,
    )
    if (state) states.push({ name, value: Number(state.last_value), called: state.is_called })
  }
  return states
}
