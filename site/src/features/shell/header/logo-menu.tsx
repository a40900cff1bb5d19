import { FileCodeIcon, ImageIcon } from 'lucide-react'
import type * as React from 'react'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import { copyLogo } from './copy-logo'
import type { Point } from './long-press'

type LogoMenuProps = {
  point: Point
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Gets focus back when the menu closes, as a native context menu would leave it. */
  returnFocusTo: React.RefObject<HTMLElement | null>
}

/**
 * The logo's context menu, loaded on the first right-click or long press. It is anchored to
 * an invisible point where the pointer was, which is what a context menu looks like.
 */
export default function LogoMenu({ point, open, onOpenChange, returnFocusTo }: LogoMenuProps) {
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>
        <span
          aria-hidden
          tabIndex={-1}
          className="pointer-events-none fixed size-0"
          style={{ left: point.x, top: point.y }}
        />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="start"
        side="bottom"
        sideOffset={2}
        className="w-52"
        // The menu's trigger is an invisible anchor, so it is named directly instead of by it.
        aria-labelledby={undefined}
        aria-label="Logo"
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          returnFocusTo.current?.focus({ preventScroll: true })
        }}
      >
        <DropdownMenuItem onSelect={() => void copyLogo('svg')}>
          <FileCodeIcon aria-hidden />
          Copy Logo as SVG
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void copyLogo('png')}>
          <ImageIcon aria-hidden />
          Copy Logo as PNG
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
