import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet'
import { TemplateHub } from './template-hub'

type Props = { open: boolean; onOpenChange: (open: boolean) => void }

/** The Template Hub as a slide-over drawer on small screens (spec §2); loaded on first open. */
export default function HubDrawer({ open, onOpenChange }: Props) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" className="overflow-y-auto p-0">
        <SheetHeader className="sr-only">
          <SheetTitle>Template Hub</SheetTitle>
          <SheetDescription>Discover amazing templates</SheetDescription>
        </SheetHeader>
        <TemplateHub />
      </SheetContent>
    </Sheet>
  )
}
