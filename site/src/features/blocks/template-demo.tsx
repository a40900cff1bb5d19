import * as React from 'react'
import { BlockPreview, PreviewControls, type PreviewWidth } from './block-preview'
import { findFramed } from './catalog'

/** The stage of a whole-page demo: it scrolls inside rather than making the docs page a template long. */
const DEMO_HEIGHT = 720

/** `<TemplateDemo name="saas-template" />`: a page template live, at desktop, tablet or phone width. */
export function TemplateDemo({ name }: { name: string }) {
  const [width, setWidth] = React.useState<PreviewWidth>('desktop')
  const template = findFramed(name)
  if (!template) return <p className="text-muted-foreground text-sm">This demo is not part of the docs build.</p>
  return (
    <figure data-slot="template-demo" className="not-prose my-6">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <figcaption className="font-medium text-sm">Live demo</figcaption>
        <PreviewControls name={name} width={width} onWidthChange={setWidth} />
      </div>
      <BlockPreview name={name} title={template.title} width={width} maxHeight={DEMO_HEIGHT} />
    </figure>
  )
}
