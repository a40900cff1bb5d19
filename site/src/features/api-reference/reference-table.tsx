import { cn } from '@snipstack/ui/lib/utils'
import type * as React from 'react'
import { ScrollRegion } from '@/components/ui/scroll-region'

/** A table of the reference with its column heads, in a box that scrolls sideways when the page is narrower. */
export function ReferenceTable({
  label,
  columns,
  className,
  tableClassName,
  children,
}: {
  /** Names the scrolling box for screen readers. */
  label: string
  columns: readonly string[]
  className?: string
  tableClassName?: string
  /** The body's rows. */
  children: React.ReactNode
}) {
  return (
    <ScrollRegion label={label} className={className}>
      <table className={cn('w-full text-left text-sm', tableClassName)}>
        <thead className="text-muted-foreground">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollRegion>
  )
}
