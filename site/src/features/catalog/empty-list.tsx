import { Link, type LinkProps } from '@tanstack/react-router'
import { SearchX } from 'lucide-react'
import type * as React from 'react'
import { Button } from '@/components/ui/button'

type CatalogEmptyListProps = {
  slot: string
  /**
   * The list without its filters, when a filter or search is set: the way back to it. Undefined
   * when none is, so no button offers to clear what is not there (docs/product.md, Catalogue lists).
   */
  clearFilters: LinkProps | undefined
  /** What the catalogue says about having nothing to show. */
  children: React.ReactNode
}

/** A catalogue list with nothing to show, in place of the cards. */
export function CatalogEmptyList({ slot, clearFilters, children }: CatalogEmptyListProps) {
  return (
    <div
      data-slot={slot}
      className="mt-4 flex flex-col items-center rounded-xl border border-dashed px-6 py-16 text-center"
    >
      <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
      {children}
      {clearFilters ? (
        <Button asChild variant="outline" className="mt-6">
          <Link {...clearFilters}>Clear filters</Link>
        </Button>
      ) : null}
    </div>
  )
}
