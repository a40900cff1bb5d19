import { type ReactNode, useMemo, useState } from 'react'

export type Column<T> = {
  key: string
  header: string
  /** Value used for sorting; omit to make the column unsortable. */
  sortValue?: (row: T) => string | number | Date
  render: (row: T) => ReactNode
  align?: 'left' | 'right'
}

type Sort = { key: string; direction: 'ascending' | 'descending' } | null
type Props<T> = { rows: readonly T[]; columns: readonly Column<T>[]; rowKey: (row: T) => string; caption: string }

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })
const compare = (a: string | number | Date, b: string | number | Date) =>
  typeof a === 'string' && typeof b === 'string' ? collator.compare(a, b) : Number(a) - Number(b)

export function DataTable<T>({ rows, columns, rowKey, caption }: Props<T>) {
  const [sort, setSort] = useState<Sort>(null)

  const sorted = useMemo(() => {
    const value = columns.find((c) => c.key === sort?.key)?.sortValue
    if (!sort || !value) return rows
    const factor = sort.direction === 'ascending' ? 1 : -1
    return [...rows].sort((a, b) => factor * compare(value(a), value(b)))
  }, [rows, columns, sort])

  const toggle = (key: string) =>
    setSort((s) => {
      if (s?.key !== key) return { key, direction: 'ascending' }
      return s.direction === 'ascending' ? { key, direction: 'descending' } : null
    })

  return (
    <table className="data-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.key} scope="col" aria-sort={sort?.key === c.key ? sort.direction : undefined} style={{ textAlign: c.align }}>
              {c.sortValue ? <button type="button" onClick={() => toggle(c.key)}>{c.header}</button> : c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {sorted.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((c) => <td key={c.key} style={{ textAlign: c.align }}>{c.render(row)}</td>)}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
