import { useOnScreen } from '@snipstack/ui/hooks/use-on-screen'
import { cn } from '@snipstack/ui/lib/utils'
import { RotateCcwIcon } from 'lucide-react'
import * as React from 'react'
import { HighlightedFile } from '@/components/code/highlighted-file'
import { PreviewCodeTabsList } from '@/components/code/preview-code-tabs'
import { LocalErrorBoundary } from '@/components/error-boundary'
import { RetryAlert } from '@/components/retry-alert'
import { Button } from '@/components/ui/button'
import { Tabs, TabsContent } from '@/components/ui/tabs'
import type { Loader } from '@/lib/load-once'
import { useHydrated } from '@/lib/use-browser'
import { type DemoModule, loadDemo, loadDemoSource } from '../loaders'
import { AddCommands } from './command-block'

type Example = { name: string; title: string; description?: string }

/** One React.lazy per demo for the whole visit, so a replay or a return visit never refetches it. */
const lazyDemos = new Map<string, React.LazyExoticComponent<React.ComponentType>>()

function lazyDemo(key: string, load: Loader<DemoModule>) {
  let demo = lazyDemos.get(key)
  if (!demo) {
    demo = React.lazy(load)
    lazyDemos.set(key, demo)
  }
  return demo
}

function PreviewSkeleton() {
  return (
    <div role="status" aria-label="Loading preview" className="flex w-full max-w-md flex-col gap-3">
      <div className="h-4 w-2/3 rounded bg-muted motion-safe:animate-pulse" />
      <div className="h-24 rounded-lg bg-muted motion-safe:animate-pulse" />
      <div className="h-4 w-1/2 rounded bg-muted motion-safe:animate-pulse" />
    </div>
  )
}

function Demo({ item, example, run, near }: { item: string; example: Example; run: number; near: boolean }) {
  const hydrated = useHydrated()
  const load = loadDemo(item, example.name)
  if (!load) return <p className="text-muted-foreground text-sm">This example is not part of the docs build.</p>
  // Demos render only in the browser: they animate, measure and use browser APIs, and keeping them out
  // of the server HTML keeps every page's HTML small whatever the demo does. A demo further down the
  // page is not fetched or mounted until it comes near the screen, so a page with many demos costs no
  // more to open than one with a single demo.
  if (!hydrated || !near) return <PreviewSkeleton />
  const DemoComponent = lazyDemo(`${item}/${example.name}`, load)
  return (
    // The key remounts the whole demo on replay, clearing a failure as well.
    <LocalErrorBoundary
      key={run}
      fallback={(_, retry) => (
        <RetryAlert message="This preview could not be shown." retry={retry} className="flex-col text-center" />
      )}
    >
      <React.Suspense fallback={<PreviewSkeleton />}>
        <div data-slot="demo" className="flex w-full items-center justify-center">
          <DemoComponent />
        </div>
      </React.Suspense>
    </LocalErrorBoundary>
  )
}

type ComponentPreviewProps = {
  item: string
  example: Example
  className?: string
}

/**
 * A live demo with a Replay button (which remounts it, restarting entrance animations) and a Code
 * tab with the demo's source as it reads once installed. The demo mounts when its stage comes within
 * a short scroll of the screen, and while the stage is off screen or the tab is hidden every CSS
 * animation inside it is paused (styles.css), whatever item it shows; items also pause their own
 * script-driven motion.
 */
export function ComponentPreview({ item, example, className }: ComponentPreviewProps) {
  const stageRef = React.useRef<HTMLDivElement>(null)
  const near = useOnScreen(stageRef, { rootMargin: '300px 0px', once: true, tab: false, initial: false })
  const onScreen = useOnScreen(stageRef)
  const [run, setRun] = React.useState(0)
  const [tab, setTab] = React.useState('preview')
  const loadSource = loadDemoSource(item, example.name)
  return (
    <Tabs
      value={tab}
      onValueChange={setTab}
      data-slot="component-preview"
      data-example={example.name}
      className={cn('my-6', className)}
    >
      <div className="flex items-center justify-between gap-2">
        <PreviewCodeTabsList label={`${example.title} example`} source={loadSource} />
      </div>
      <TabsContent value="preview" className="mt-3">
        <div
          ref={stageRef}
          data-slot="preview-stage"
          data-paused={onScreen ? undefined : ''}
          className="relative flex min-h-[22rem] items-center justify-center overflow-hidden rounded-xl border bg-background p-6 sm:p-10"
        >
          <Button
            variant="ghost"
            size="icon"
            className="absolute top-2 right-2 z-10 size-8 text-muted-foreground"
            aria-label={`Replay ${example.title} example`}
            title="Replay"
            onClick={() => setRun((n) => n + 1)}
          >
            <RotateCcwIcon aria-hidden />
          </Button>
          <Demo item={item} example={example} run={run} near={near} />
        </div>
      </TabsContent>
      <TabsContent value="code" className="mt-3">
        {/* The example is a registry item of its own: this installs the file below, and the item. */}
        <AddCommands name={example.name} />
        <HighlightedFile
          id={`demo:${item}/${example.name}`}
          load={loadSource}
          title={`components/${example.name}.tsx`}
          className="my-0"
        />
      </TabsContent>
    </Tabs>
  )
}
