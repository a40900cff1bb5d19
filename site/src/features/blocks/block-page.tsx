import { Link } from '@tanstack/react-router'
import { SparklesIcon } from 'lucide-react'
import * as React from 'react'
import { HighlightedFile } from '@/components/code/highlighted-file'
import { PreviewCodeTabsList } from '@/components/code/preview-code-tabs'
import { ItemBadges } from '@/components/item-badges'
import { BackLink } from '@/components/page/back-link'
import { Container } from '@/components/page/container'
import { NotFoundPage } from '@/components/page/not-found-page'
import { Button } from '@/components/ui/button'
import { Tabs, TabsContent } from '@/components/ui/tabs'
import { builtItem } from '@/features/docs/catalog'
import { AddCommands, ProAddCommands } from '@/features/docs/components/command-block'
import { loadItemSource } from '@/features/docs/loaders'
import { PRODUCT_NAME } from '@/lib/config'
import { BlockPreview, PreviewControls, type PreviewWidth } from './block-preview'
import { type Block, blockSourcePath, findBlock } from './catalog'

/** The items a block is made of that have docs pages of their own. */
function BuiltWith({ block }: { block: Block }) {
  const items = (block.registryDependencies ?? []).flatMap((name) => {
    const item = builtItem(name)
    return item ? [item] : []
  })
  if (!items.length) return null
  return (
    <section aria-labelledby="built-with" className="mt-10">
      <h2 id="built-with" className="font-semibold text-xl tracking-tight">
        Built with
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.name}>
            <Link
              to="/components/$slug"
              params={{ slug: item.name }}
              className="inline-flex h-8 items-center rounded-full border px-3 text-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

function ProNote() {
  return (
    <aside className="mt-6 flex flex-col gap-3 rounded-xl border border-emerald-600/30 bg-emerald-600/5 p-4 sm:flex-row sm:items-center">
      <SparklesIcon aria-hidden className="size-5 shrink-0 text-emerald-700 dark:text-emerald-400" />
      <p className="text-sm">
        <span className="font-medium">A Pro block.</span>{' '}
        <span className="text-muted-foreground">
          Preview and install it here; {PRODUCT_NAME} Pro adds its variants, the full-page templates and updates.
        </span>
      </p>
      <Button asChild size="sm" variant="outline" className="sm:ml-auto">
        <Link to="/pro">See Pro</Link>
      </Button>
    </aside>
  )
}

/** `/blocks/{slug}`: the block live at three widths, its code, and how to install it. */
export function BlockPage({ slug }: { slug: string }) {
  const block = findBlock(slug)
  const [tab, setTab] = React.useState('preview')
  const [width, setWidth] = React.useState<PreviewWidth>('desktop')
  if (!block) return <NotFoundPage />
  const loadSource = loadItemSource(blockSourcePath(block))
  return (
    <Container className="py-10 sm:py-12">
      <BackLink to="/blocks">All blocks</BackLink>
      <p className="mt-6 font-medium text-muted-foreground text-sm">{block.category}</p>
      <h1 className="mt-2 flex flex-wrap items-center gap-3 font-bold text-3xl tracking-tight sm:text-4xl">
        {block.title}
        <ItemBadges label={block.label} paid={block.paid} />
      </h1>
      <p className="mt-3 max-w-3xl text-lg text-muted-foreground">{block.description}</p>
      {block.paid ? <ProNote /> : null}

      <Tabs value={tab} onValueChange={setTab} data-slot="block-preview" className="mt-8">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <PreviewCodeTabsList label={`${block.title} block`} source={loadSource} />
          <PreviewControls name={block.name} width={width} onWidthChange={setWidth} widths={tab === 'preview'} />
        </div>
        <TabsContent value="preview" className="mt-3">
          <BlockPreview name={block.name} title={block.title} width={width} />
        </TabsContent>
        <TabsContent value="code" className="mt-3">
          <HighlightedFile
            id={`block:${block.name}`}
            load={loadSource}
            title={`components/${block.name}.tsx`}
            className="my-0"
          />
        </TabsContent>
      </Tabs>

      <section aria-labelledby="installation" className="mt-10">
        <h2 id="installation" className="font-semibold text-xl tracking-tight">
          Installation
        </h2>
        <p className="mt-2 text-muted-foreground">
          Adds <code className="font-mono text-sm">components/{block.name}.tsx</code> and the components it uses to your
          project.
        </p>
        <div className="mt-4">
          {block.paid ? <ProAddCommands name={block.name} /> : <AddCommands name={block.name} />}
        </div>
      </section>
      <BuiltWith block={block} />
    </Container>
  )
}
