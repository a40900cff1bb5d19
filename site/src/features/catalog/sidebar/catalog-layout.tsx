import { cn } from '@snipstack/ui/lib/utils'
import { PanelLeft } from 'lucide-react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { ServerInlineScript } from '@/lib/server-inline-script'
import type { HubContent } from './hub-data'
import {
  applyWidth,
  isAcceptedWidth,
  readStoredWidth,
  SIDEBAR_WIDTH_DEFAULT,
  SIDEBAR_WIDTH_MAX,
  SIDEBAR_WIDTH_MIN,
  sidebarWidthScriptSource,
  steppedWidth,
} from './sidebar-width'
import { TemplateHub } from './template-hub'

// The drawer (a Radix dialog) loads when it is first opened; most visitors on wide screens never need it.
const HubDrawer = lazy(() => import('./hub-drawer'))

type Props = {
  children: React.ReactNode
  className?: string
  /** The hub's lists, quick actions and search, for the catalogue on the page. */
  hub: HubContent
}

/**
 * A catalogue page's frame (snippets, templates): the resizable Template Hub on the left from the
 * `lg` breakpoint, a button opening it as a drawer below that, and the page's content beside it.
 */
export function CatalogLayout({ children, className, hub }: Props) {
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [drawerWanted, setDrawerWanted] = useState(false)
  return (
    <div data-slot="catalog-layout" className={cn('mx-auto flex w-full max-w-screen-2xl', className)}>
      <ServerInlineScript source={sidebarWidthScriptSource} />
      <aside
        aria-label="Template Hub"
        className="sticky top-14 hidden h-[calc(100dvh-3.5rem)] w-[var(--catalog-sidebar-width,320px)] shrink-0 border-r lg:block"
      >
        <div className="h-full overflow-y-auto">
          <TemplateHub content={hub} />
        </div>
        <ResizeHandle />
      </aside>
      <div className="min-w-0 flex-1">
        <div className="px-4 pt-4 lg:hidden">
          <Button
            variant="outline"
            size="sm"
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onClick={() => {
              setDrawerWanted(true)
              setDrawerOpen(true)
            }}
          >
            <PanelLeft aria-hidden="true" />
            Template Hub
          </Button>
        </div>
        {children}
      </div>
      {drawerWanted ? (
        <Suspense fallback={null}>
          <HubDrawer open={drawerOpen} onOpenChange={setDrawerOpen} content={hub} />
        </Suspense>
      ) : null}
    </div>
  )
}

/**
 * The sidebar's right edge: drag it (mouse, pen or touch) or use the arrow keys. A drag is active
 * while the button is held (docs/product.md, Catalogue lists); widths outside the accepted range
 * are ignored, so the edge stops at the last accepted one. The width is stored when the drag ends.
 */
function ResizeHandle() {
  const [width, setWidth] = useState(SIDEBAR_WIDTH_DEFAULT)
  const drag = useRef<{ startX: number; startWidth: number; width: number } | null>(null)
  useEffect(() => setWidth(readStoredWidth()), [])

  const onPointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return
    event.preventDefault()
    event.currentTarget.setPointerCapture(event.pointerId)
    drag.current = { startX: event.clientX, startWidth: width, width }
  }
  const onPointerMove = (event: React.PointerEvent<HTMLDivElement>) => {
    const active = drag.current
    if (!active) return
    const next = Math.round(active.startWidth + event.clientX - active.startX)
    if (!isAcceptedWidth(next)) return
    active.width = next
    applyWidth(next, false)
    setWidth(next)
  }
  const endDrag = () => {
    const active = drag.current
    if (!active) return
    drag.current = null
    applyWidth(active.width, true)
  }
  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const direction = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!direction) return
    event.preventDefault()
    const next = steppedWidth(width, direction)
    applyWidth(next, true)
    setWidth(next)
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: a focusable, adjustable separator has no HTML element; <hr> cannot take focus
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label="Resize the Template Hub"
      aria-valuenow={width}
      aria-valuemin={SIDEBAR_WIDTH_MIN + 1}
      aria-valuemax={SIDEBAR_WIDTH_MAX - 1}
      tabIndex={0}
      data-slot="sidebar-resize-handle"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onKeyDown={onKeyDown}
      className="-right-1.5 absolute inset-y-0 w-3 cursor-col-resize touch-none after:absolute after:inset-y-0 after:left-1/2 after:w-px after:bg-transparent after:transition-colors hover:after:bg-primary/50 focus-visible:outline-none focus-visible:after:w-0.5 focus-visible:after:bg-primary"
    />
  )
}
