import { cn } from '@snipstack/ui/lib/utils'
import { SearchIcon } from 'lucide-react'
import { useSyncExternalStore } from 'react'
import { Kbd } from '@/components/ui/kbd'
import { usePaletteStore } from './palette-store'

const subscribeNever = () => () => {}
const readIsApple = () => /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent)
// The server cannot know the platform; it renders 'Ctrl' and the client corrects it after hydration.
const readIsAppleOnServer = () => false

export function SearchButton({ className, onIntent }: { className?: string; onIntent?: () => void }) {
  const setOpen = usePaletteStore((s) => s.setOpen)
  const isApple = useSyncExternalStore(subscribeNever, readIsApple, readIsAppleOnServer)
  return (
    <button
      type="button"
      data-slot="search-button"
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K Meta+K /"
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onClick={() => {
        onIntent?.()
        setOpen(true)
      }}
      className={cn(
        'inline-flex h-9 min-w-0 items-center gap-2 rounded-lg border bg-muted/40 py-1 pr-1.5 pl-2.5 text-muted-foreground text-sm outline-none transition-colors hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background dark:bg-muted/30',
        className,
      )}
    >
      <SearchIcon className="size-4 shrink-0" aria-hidden />
      <span className="hidden truncate lg:inline">Search documentation...</span>
      {/* Phones show the icon alone, leaving the header room for the product name. */}
      <span className="sr-only sm:not-sr-only sm:truncate lg:hidden">Search...</span>
      <span className="ml-auto hidden items-center gap-0.5 pl-2 sm:inline-flex" aria-hidden>
        <Kbd>{isApple ? '⌘' : 'Ctrl'}</Kbd>
        <Kbd>K</Kbd>
      </span>
    </button>
  )
}
