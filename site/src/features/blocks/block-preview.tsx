import { cn } from '@snipstack/ui/lib/utils'
import { ExternalLinkIcon, MonitorIcon, RotateCcwIcon, SmartphoneIcon, TabletIcon } from 'lucide-react'
import * as React from 'react'
import { Button } from '@/components/ui/button'
import { blockViewPath } from './catalog'
import { desktopPreviewHeights } from './preview-heights'

export const previewWidths = [
  { id: 'desktop', label: 'Desktop', width: 1280, Icon: MonitorIcon },
  { id: 'tablet', label: 'Tablet', width: 768, Icon: TabletIcon },
  { id: 'phone', label: 'Phone', width: 375, Icon: SmartphoneIcon },
] as const
export type PreviewWidth = (typeof previewWidths)[number]['id']

/** Height of the frame until the block inside has been measured. */
const INITIAL_HEIGHT = 560

/**
 * Follows the height of the block inside the frame (same origin, so it can be read), so the block
 * shows whole at every width without a second scrollbar. The frame's own body is at least as tall
 * as the frame, so the block's wrapper is what is measured.
 */
function useFrameHeight(frame: React.RefObject<HTMLIFrameElement | null>) {
  const [height, setHeight] = React.useState<number>()
  React.useEffect(() => {
    const element = frame.current
    if (!element) return
    let observer: ResizeObserver | undefined
    const follow = () => {
      const content = element.contentDocument?.querySelector<HTMLElement>('[data-slot="block-frame"]')
      const View = element.contentWindow as (Window & typeof globalThis) | null
      observer?.disconnect()
      if (!content || !View) return
      observer = new View.ResizeObserver(() => setHeight(Math.ceil(content.getBoundingClientRect().height)))
      observer.observe(content)
    }
    element.addEventListener('load', follow)
    if (element.contentDocument?.readyState === 'complete') follow()
    return () => {
      element.removeEventListener('load', follow)
      observer?.disconnect()
    }
  }, [frame])
  return height
}

/** The width of an element's content box, once measured in the browser. */
function useContentWidth(element: React.RefObject<HTMLElement | null>) {
  const [width, setWidth] = React.useState<number>()
  React.useEffect(() => {
    const target = element.current
    if (!target) return
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width))
    observer.observe(target)
    return () => observer.disconnect()
  }, [element])
  return width
}

/**
 * The block live, alone in a frame: its own document, so its breakpoints answer the frame's
 * width, and the chosen width shows the block as a desktop, a tablet or a phone would. A width
 * wider than the space here is drawn scaled down to fit, as a screenshot would be, rather than
 * laid out narrower.
 */
export function BlockPreview({
  name,
  title,
  width,
  maxHeight,
  className,
}: {
  name: string
  title: string
  width: PreviewWidth
  /** Taller blocks (a whole page) scroll inside the stage instead of growing past this height. */
  maxHeight?: number
  className?: string
}) {
  const frame = React.useRef<HTMLIFrameElement>(null)
  const measured = useFrameHeight(frame)
  const box = React.useRef<HTMLDivElement>(null)
  const shown = useContentWidth(box)
  const pixels = previewWidths.find((option) => option.id === width)?.width ?? 1280
  // Until the frame is measured: the height the block is known to have at desktop width.
  const height = measured ?? (width === 'desktop' ? desktopPreviewHeights[name] : undefined) ?? INITIAL_HEIGHT
  // The frame is laid out at the chosen width from the server's HTML on, so the page inside never
  // reflows when its box is measured; until then it shows cropped rather than scaled down.
  const scale = shown === undefined ? 1 : Math.min(1, shown / pixels)
  return (
    <div
      data-slot="block-stage"
      className={cn(
        'relative overflow-hidden rounded-xl border bg-muted/40 bg-[radial-gradient(var(--border)_1px,transparent_1px)] [background-size:16px_16px]',
        className,
      )}
    >
      <Button
        variant="outline"
        size="icon"
        className="absolute top-2 right-2 z-10 size-8 bg-background text-muted-foreground"
        aria-label={`Replay ${title}`}
        title="Replay"
        onClick={() => frame.current?.contentWindow?.location.reload()}
      >
        <RotateCcwIcon aria-hidden />
      </Button>
      <div
        data-slot="block-scroller"
        className={cn(maxHeight !== undefined && 'overflow-y-auto')}
        style={maxHeight === undefined ? undefined : { maxHeight }}
        // A stage that scrolls can be scrolled from the keyboard too.
        tabIndex={maxHeight === undefined ? undefined : 0}
      >
        <div
          ref={box}
          // Cropped until scaled; after that nothing overflows, and the ring of a narrow frame shows.
          // min-h-0: else the frame's unscaled height would be this box's least height.
          className={cn('mx-auto min-h-0', shown === undefined && 'overflow-hidden')}
          // The frame's box scaled to the space, in CSS alone: it has its size in the server's HTML.
          style={{ width: `min(100%, ${pixels}px)`, aspectRatio: `${pixels} / ${height}` }}
        >
          <iframe
            ref={frame}
            src={blockViewPath(name)}
            title={`${title} preview`}
            data-width={width}
            style={{ width: pixels, height, transform: scale < 1 ? `scale(${scale})` : undefined }}
            className={cn(
              'block origin-top-left bg-background',
              width !== 'desktop' && scale === 1 && 'ring-1 ring-border',
            )}
          />
        </div>
      </div>
    </div>
  )
}

/** Desktop, tablet or phone: toggle buttons, one pressed. */
export function PreviewWidthSwitch({
  value,
  onChange,
  className,
}: {
  value: PreviewWidth
  onChange: (width: PreviewWidth) => void
  className?: string
}) {
  return (
    <fieldset className={cn('inline-flex rounded-md border p-0.5', className)}>
      <legend className="sr-only">Preview width</legend>
      {previewWidths.map(({ id, label, Icon }) => (
        <Button
          key={id}
          variant="ghost"
          size="icon"
          aria-pressed={value === id}
          aria-label={label}
          title={label}
          onClick={() => onChange(id)}
          className="size-7 aria-pressed:bg-accent aria-pressed:text-accent-foreground"
        >
          <Icon aria-hidden />
        </Button>
      ))}
    </fieldset>
  )
}

/**
 * What sits above a preview: the width switch (unless `widths` is false, e.g. while the code is
 * shown) and a link that opens the block alone in a new tab.
 */
export function PreviewControls({
  name,
  width,
  onWidthChange,
  widths = true,
}: {
  name: string
  width: PreviewWidth
  onWidthChange: (width: PreviewWidth) => void
  widths?: boolean
}) {
  return (
    <div className="flex items-center gap-2">
      {widths ? <PreviewWidthSwitch value={width} onChange={onWidthChange} /> : null}
      <Button asChild variant="ghost" size="sm">
        <a href={blockViewPath(name)} target="_blank" rel="noopener">
          <ExternalLinkIcon aria-hidden />
          Open in a new tab
        </a>
      </Button>
    </div>
  )
}
