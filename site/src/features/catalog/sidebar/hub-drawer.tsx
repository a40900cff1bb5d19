import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet'
import type { HubContent } from './hub-data'
import { TemplateHub } from './template-hub'

type Props = { open: boolean; onOpenChange: (open: boolean) => void; content: HubContent }

/**
 * The Template Hub as a slide-over drawer on small screens (docs/product.md, Catalogue lists);
 * loaded on first open.
 */
export default function HubDrawer({ open, onOpenChange, content }: Props) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" className="overflow-y-auto p-0">
        <SheetHeader className="sr-only">
          <SheetTitle>Template Hub</SheetTitle>
          <SheetDescription>Discover amazing templates</SheetDescription>
        </SheetHeader>
        <TemplateHub content={content} />
      </SheetContent>
    </Sheet>
  )
}
