import { ExternalLinkIcon } from 'lucide-react'
import * as React from 'react'
import { Button } from '@/components/ui/button'
import { BlockPreview, type PreviewWidth, PreviewWidthSwitch } from './block-preview'
import { blockViewPath, findFramed } from './catalog'

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
        <div className="flex items-center gap-2">
          <PreviewWidthSwitch value={width} onChange={setWidth} />
          <Button asChild variant="ghost" size="sm">
            <a href={blockViewPath(name)} target="_blank" rel="noopener">
              <ExternalLinkIcon aria-hidden />
              Open in a new tab
            </a>
          </Button>
        </div>
      </div>
      <BlockPreview name={name} title={template.title} width={width} maxHeight={DEMO_HEIGHT} />
    </figure>
  )
}
