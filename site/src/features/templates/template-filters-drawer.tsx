import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet'
import { TemplateFilters } from './template-filters'
import type { TemplateListing } from './template-search'

type Props = { open: boolean; onOpenChange: (open: boolean) => void; listing: TemplateListing }

/**
 * On small screens a filters button opens the listing's filters in a side drawer (docs/product.md,
 * Templates); loaded on first open.
 */
export default function TemplateFiltersDrawer({ open, onOpenChange, listing }: Props) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="overflow-y-auto">
        <SheetHeader>
          <SheetTitle>Filters</SheetTitle>
          <SheetDescription>Price, order and layout of the templates.</SheetDescription>
        </SheetHeader>
        <TemplateFilters listing={listing} className="flex-col items-start px-4" />
      </SheetContent>
    </Sheet>
  )
}
