import { Suspense, use } from 'react'
import { NotFoundPage } from '@/components/page/not-found-page'
import { type DocPage, findDocPage } from '../catalog'
import { docModule } from '../doc-modules'
import { itemToc, sectionIds } from '../toc-entries'
import { ComponentPreview } from './component-preview'
import { DocHeading } from './doc-heading'
import { DocShell } from './doc-shell'
import { Installation } from './installation'
import { mdxComponents } from './mdx-components'
import { PropsTable } from './props-table'

type ItemDocPage = Extract<DocPage, { kind: 'item' }>

function ItemPage({ page }: { page: ItemDocPage }) {
  const { item } = page
  const doc = docModule(page)
  const mdx = doc ? use(doc) : undefined
  const [main, ...examples] = item.examples ?? []
  const props = Object.entries(item.props ?? {})
  const Usage = mdx?.default
  return (
    <DocShell page={page} toc={itemToc(item, mdx?.toc ?? [])}>
      {main && (
        <>
          {/* Demos bring their own headings; this keeps the page's outline in order around them. */}
          <h2 className="sr-only">Preview</h2>
          <ComponentPreview item={item.name} example={main} className="mt-0" />
        </>
      )}
      <DocHeading id={sectionIds.installation}>Installation</DocHeading>
      <Installation item={item} />
      {Usage && (
        <div className="docs-prose">
          <Usage components={mdxComponents} />
        </div>
      )}
      {examples.length > 0 && (
        <>
          <DocHeading id={sectionIds.examples}>Examples</DocHeading>
          {examples.map((example) => (
            <section key={example.name} aria-labelledby={sectionIds.example(example.name)}>
              <DocHeading level={3} id={sectionIds.example(example.name)}>
                {example.title}
              </DocHeading>
              {example.description && <p className="mt-2 text-muted-foreground">{example.description}</p>}
              <ComponentPreview item={item.name} example={example} />
            </section>
          ))}
        </>
      )}
      {props.length > 0 && (
        <>
          <DocHeading id={sectionIds.props}>Props</DocHeading>
          {props.map(([component, rows]) => (
            <div key={component}>
              {props.length > 1 && (
                <DocHeading level={3} id={sectionIds.propsOf(component)}>
                  {component}
                </DocHeading>
              )}
              <PropsTable component={component} props={rows} />
            </div>
          ))}
        </>
      )}
    </DocShell>
  )
}

function ContentPage({ page }: { page: DocPage }) {
  const doc = docModule(page)
  const mdx = doc ? use(doc) : undefined
  const Content = mdx?.default
  return (
    <DocShell page={page} toc={mdx?.toc ?? []}>
      {Content && (
        <div className="docs-prose">
          <Content components={mdxComponents} />
        </div>
      )}
    </DocShell>
  )
}

function DocSkeleton() {
  return (
    <div role="status" aria-label="Loading page" className="flex flex-col gap-4 py-10">
      <div className="h-4 w-24 rounded bg-muted motion-safe:animate-pulse" />
      <div className="h-9 w-64 rounded bg-muted motion-safe:animate-pulse" />
      <div className="h-5 w-full max-w-xl rounded bg-muted motion-safe:animate-pulse" />
      <div className="mt-6 h-80 rounded-xl bg-muted motion-safe:animate-pulse" />
    </div>
  )
}

/**
 * The page at a path below /components. The route's loader has already checked that it exists and
 * loaded its MDX; the Suspense boundary matters only while hydrating, where the server's HTML stays
 * on screen until the page's chunk has arrived.
 */
export function DocPageView({ path }: { path: string }) {
  const page = findDocPage(path)
  if (!page) return <NotFoundPage />
  return (
    <Suspense fallback={<DocSkeleton />}>
      {page.kind === 'item' ? <ItemPage page={page} /> : <ContentPage page={page} />}
    </Suspense>
  )
}
