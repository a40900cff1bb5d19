import type { BlockCategory } from '@snipstack/contracts'
import { cn } from '@snipstack/ui/lib/utils'
import type * as React from 'react'

const bar = 'rounded-full bg-muted-foreground/25'
const box = 'rounded-md border border-muted-foreground/20 bg-muted'

/**
 * A still sketch of a block's layout for the catalogue cards. The live preview is one click away;
 * the catalogue stays a light page rather than sixteen running apps in frames.
 */
export function BlockSketch({ category, className }: { category: BlockCategory; className?: string }) {
  return (
    <div
      aria-hidden
      data-slot="block-sketch"
      className={cn('flex h-36 flex-col justify-center gap-2 overflow-hidden bg-background p-5', className)}
    >
      {sketches[category]}
    </div>
  )
}

const Lines = ({ widths, center = false }: { widths: string[]; center?: boolean }) => (
  <div className={cn('flex flex-col gap-1.5', center && 'items-center')}>
    {widths.map((width, i) => (
      <div key={width} className={cn(bar, i === 0 ? 'h-2.5' : 'h-1.5', width)} />
    ))}
  </div>
)

const sketches: Record<BlockCategory, React.ReactNode> = {
  Navigation: (
    <div className={cn(box, 'flex h-9 items-center gap-2 px-3')}>
      <div className="size-4 rounded bg-primary/70" />
      <div className={cn(bar, 'h-1.5 w-8')} />
      <div className={cn(bar, 'h-1.5 w-8')} />
      <div className={cn(bar, 'h-1.5 w-8')} />
      <div className="ml-auto h-5 w-12 rounded bg-primary/70" />
    </div>
  ),
  Hero: (
    <div className="flex flex-col items-center gap-3">
      <div className="h-3 w-24 rounded-full border border-muted-foreground/30" />
      <Lines center widths={['w-48', 'w-36']} />
      <div className="flex gap-2">
        <div className="h-5 w-14 rounded bg-primary/70" />
        <div className="h-5 w-14 rounded border border-muted-foreground/30" />
      </div>
    </div>
  ),
  Features: (
    <div className="grid grid-cols-3 gap-2">
      {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
        <div key={key} className={cn(box, 'h-10')} />
      ))}
    </div>
  ),
  'Social proof': (
    <div className="flex flex-col gap-2">
      <div className="flex gap-2">
        {['a', 'b', 'c', 'd'].map((key) => (
          <div key={key} className={cn(box, 'h-12 w-24 shrink-0')} />
        ))}
      </div>
      <div className="flex -translate-x-8 gap-2">
        {['a', 'b', 'c', 'd'].map((key) => (
          <div key={key} className={cn(box, 'h-12 w-24 shrink-0')} />
        ))}
      </div>
    </div>
  ),
  Stats: (
    <div className="grid grid-cols-4 gap-3">
      {['a', 'b', 'c', 'd'].map((key) => (
        <div key={key} className="flex flex-col items-center gap-1.5">
          <div className="h-5 w-10 rounded bg-muted-foreground/35" />
          <div className={cn(bar, 'h-1.5 w-12')} />
        </div>
      ))}
    </div>
  ),
  Pricing: (
    <div className="grid grid-cols-3 items-end gap-2">
      <div className={cn(box, 'h-20')} />
      <div className={cn(box, 'h-24 border-primary/60')} />
      <div className={cn(box, 'h-20')} />
    </div>
  ),
  FAQ: (
    <div className="flex flex-col gap-1.5">
      {['a', 'b', 'c', 'd'].map((key) => (
        <div key={key} className={cn(box, 'flex h-6 items-center justify-between px-2')}>
          <div className={cn(bar, 'h-1.5 w-32')} />
          <div className="size-2 rounded-sm bg-muted-foreground/40" />
        </div>
      ))}
    </div>
  ),
  'Call to action': (
    <div className={cn(box, 'flex h-24 flex-col items-center justify-center gap-2')}>
      <Lines center widths={['w-32', 'w-24']} />
      <div className="h-5 w-16 rounded bg-primary/70" />
    </div>
  ),
  Newsletter: (
    <div className="flex flex-col items-center gap-3">
      <Lines center widths={['w-36', 'w-28']} />
      <div className="flex gap-2">
        <div className={cn(box, 'h-6 w-32')} />
        <div className="h-6 w-14 rounded bg-primary/70" />
      </div>
    </div>
  ),
  // Page templates are shown on their docs pages, not as catalogue cards; a stack of sections.
  Template: (
    <div className="flex flex-col gap-1.5">
      <div className={cn(box, 'h-4')} />
      <div className={cn(box, 'h-12')} />
      <div className="grid grid-cols-3 gap-1.5">
        <div className={cn(box, 'h-6')} />
        <div className={cn(box, 'h-6')} />
        <div className={cn(box, 'h-6')} />
      </div>
    </div>
  ),
  Footer: (
    <div className="grid grid-cols-4 gap-3">
      {['a', 'b', 'c', 'd'].map((key) => (
        <Lines key={key} widths={['w-10', 'w-12', 'w-8', 'w-11']} />
      ))}
    </div>
  ),
}
