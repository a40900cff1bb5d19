import { MenuIcon } from 'lucide-react'
import { lazy, Suspense, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'

const loadMobileMenuSheet = () => import('./mobile-menu-sheet')
const MobileMenuSheet = lazy(loadMobileMenuSheet)

/**
 * The menu button, shown below xl where the main nav is hidden, so tablet widths are never left
 * without navigation (docs/product.md, Header and navigation). The slide-in panel loads on first use.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false)
  const [requested, setRequested] = useState(false)
  const triggerRef = useRef<HTMLButtonElement>(null)
  return (
    <>
      <Button
        ref={triggerRef}
        variant="ghost"
        size="icon"
        className="-ml-2 xl:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadMobileMenuSheet()}
        onTouchStart={() => void loadMobileMenuSheet()}
        onFocus={() => void loadMobileMenuSheet()}
        onClick={() => {
          setRequested(true)
          setOpen(true)
        }}
      >
        <MenuIcon className="size-5" aria-hidden />
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <MobileMenuSheet open={open} onOpenChange={setOpen} returnFocusTo={triggerRef} />
        </Suspense>
      )}
    </>
  )
}
