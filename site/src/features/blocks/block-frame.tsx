import { Suspense, use } from 'react'
import { NotFoundPage } from '@/components/page/not-found-page'
import { findFramed } from './catalog'
import { blockModule } from './modules'

function Loaded({ load }: { load: NonNullable<ReturnType<typeof blockModule>> }) {
  const { default: Block } = use(load)
  return <Block />
}

/**
 * `/blocks/view/{slug}`: the block alone, as the preview frame and "Open in a new tab" show it. The
 * route's loader has loaded it, so the server renders it whole; while hydrating, React keeps that
 * HTML until the block's chunk has arrived.
 */
export function BlockFrame({ slug }: { slug: string }) {
  const block = findFramed(slug)
  const load = blockModule(slug)
  if (!block || !load) return <NotFoundPage />
  return (
    // Named, so that inside a preview frame it is not a second unnamed main beside the page's own.
    <main data-slot="block-frame" aria-label={block.title} className="bg-background">
      {/* A hero or a page template names the page itself; any other block gets a heading for the page it is alone on. */}
      {block.category === 'Hero' || block.category === 'Template' ? null : <h1 className="sr-only">{block.title}</h1>}
      <Suspense>
        <Loaded load={load} />
      </Suspense>
    </main>
  )
}
