import type { TemplateDemoSection, TemplateDetail } from '@snipstack/contracts'
import { Link } from '@tanstack/react-router'
import { ArrowLeft, MonitorPlay } from 'lucide-react'
import { useMemo } from 'react'
import type { MarkdownBody } from '@/components/markdown/markdown-tree'
import type { HighlightedFile } from './template-file-viewer'
import { TemplateFiles, TemplateReadme, useReadableTemplate } from './template-page'

type File = { path: string; content: string }

const depth = (path: string) => path.split('/').length
const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/') + 1)

/**
 * A page that only shows when something builds or serves it first: a script that is source code
 * (`/src/main.tsx`, a `.vue` file), a bundler's placeholders (`%PUBLIC_URL%`) or a server
 * template's tags (`{{ }}`, `{% %}`).
 */
const NEEDS_BUILD = [
  /<script\b[^>]*\bsrc\s*=\s*["']?[^"'\s>]*\.(?:[mc]?tsx?|jsx|vue|svelte)\b/i,
  /%[A-Z][A-Z0-9_]*%/,
  /\{\{|\{%/,
]

const SCRIPT = /<script\b[\s\S]*?<\/script\s*>/gi

/** The text a page shows with no script running: its body without scripts, styles, comments or tags. */
function visibleText(html: string): string {
  const body = /<body\b[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html.replace(/<head\b[\s\S]*?<\/head>/i, '')
  return body
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim()
}

/**
 * The entry's stylesheets that the template holds, written into the page: the preview is a
 * document of its own with nowhere to fetch them from. `style.css` and `./css/site.css` are read
 * beside the entry, `/style.css` from the entry's folder (the site's root); others stay as they are.
 */
function inlineStylesheets(html: string, entry: string, files: readonly File[]): string {
  const byPath = new Map(files.map((file) => [file.path, file.content]))
  const root = folderOf(entry)
  return html.replace(/<link\b[^>]*>/gi, (tag) => {
    if (!/\brel\s*=\s*["']?stylesheet\b/i.test(tag)) return tag
    const href = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag)
    const target = (href?.[1] ?? href?.[2] ?? href?.[3] ?? '').split(/[?#]/)[0] ?? ''
    if (!target || /^[a-z][a-z0-9+.-]*:|^\/\//i.test(target)) return tag
    const segments: string[] = []
    for (const segment of `${root}${target.replace(/^\//, '')}`.split('/')) {
      if (segment === '..') segments.pop()
      else if (segment && segment !== '.') segments.push(segment)
    }
    const css = byPath.get(segments.join('/'))
    // `</style` inside the text would end the element early.
    return css === undefined ? tag : `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`
  })
}

/**
 * The HTML of a template's static web entry, ready for a sandboxed frame, or undefined when it
 * has none: an `index.html` (the shallowest that qualifies) that shows something with no build,
 * no server and no script, with the stylesheets it links from the template written in and its
 * scripts left out.
 */
export function staticPreview(files: readonly File[]): string | undefined {
  const entries = files
    .filter((file) => file.path.slice(file.path.lastIndexOf('/') + 1).toLowerCase() === 'index.html')
    .sort((a, b) => depth(a.path) - depth(b.path))
  for (const entry of entries) {
    if (NEEDS_BUILD.some((pattern) => pattern.test(entry.content))) continue
    if (!visibleText(entry.content)) continue
    // The frame runs no script; leaving them out spares the console the browser's notice of each.
    return inlineStylesheets(entry.content.replace(SCRIPT, ''), entry.path, files)
  }
  return undefined
}

type Props = {
  template: TemplateDetail
  firstFile?: HighlightedFile | undefined
  readme: MarkdownBody
  /** What the template produces, read by the server from its files (null when it could not be had). */
  demo?: TemplateDemoSection[] | null | undefined
}

/**
 * The live demo (`/demo.php?id={id}&type=template`; docs/product.md, Templates): the template's
 * name with the way back to its page; a starter with a static web page shows it in a frame that may
 * run nothing (`sandbox=""`); what the template produces (its services, jobs, objects, routes,
 * resources, image stages or commands) as the server reads it from the files; then its README and
 * its files as its page shows them.
 */
export function DemoPage({ template: shared, firstFile, readme, demo }: Props) {
  const template = useReadableTemplate(shared)
  const preview = useMemo(() => staticPreview(template.files), [template.files])
  return (
    <div data-slot="demo-page" className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <Link
        to="/templates/$slug"
        params={{ slug: template.slug }}
        className="inline-flex items-center gap-1.5 text-muted-foreground text-sm hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to the template
      </Link>
      <header className="mt-6">
        <p className="flex items-center gap-1.5 font-medium text-muted-foreground text-sm">
          <MonitorPlay aria-hidden="true" className="size-4" />
          Live demo
        </p>
        <h1 className="mt-2 text-balance font-bold text-3xl tracking-tight sm:text-4xl">
          <Link to="/templates/$slug" params={{ slug: template.slug }} className="hover:underline">
            {template.name}
          </Link>
        </h1>
        <p className="mt-3 text-lg text-muted-foreground">{template.description}</p>
      </header>

      {preview ? (
        <section aria-labelledby="demo-preview-title" className="mt-8">
          <h2 id="demo-preview-title" className="font-semibold text-2xl tracking-tight">
            Preview
          </h2>
          <p className="mt-1 text-muted-foreground text-sm">The template's page as a browser shows it, scripts off.</p>
          <iframe
            title={`Preview of ${template.name}`}
            sandbox=""
            srcDoc={preview}
            data-slot="demo-preview"
            className="mt-4 h-[70vh] w-full rounded-lg border bg-white"
          />
        </section>
      ) : null}

      {demo?.length ? (
        <DemoOutput sections={demo} />
      ) : preview ? null : (
        <p
          className="mt-8 rounded-lg border bg-muted/30 px-4 py-3 text-muted-foreground text-sm"
          data-slot="no-preview"
        >
          This template runs once it is built or deployed, so there is no page to show here: its README and files are
          below, and its page has the download.
        </p>
      )}

      <div className="mt-10">
        <TemplateReadme template={template} readme={readme} />
      </div>
      <TemplateFiles template={template} firstFile={firstFile} />
    </div>
  )
}

/** The demo's account of what the template produces: a titled list of cards per file or chart. */
function DemoOutput({ sections }: { sections: TemplateDemoSection[] }) {
  return (
    <section aria-labelledby="demo-output-title" className="mt-10" data-slot="demo-output">
      <h2 id="demo-output-title" className="font-semibold text-2xl tracking-tight">
        What it produces
      </h2>
      <p className="mt-1 text-muted-foreground text-sm">
        Read from the template's files, as the tools that run them would.
      </p>
      {sections.map((section) => (
        <section key={`${section.title} ${section.files.join(' ')}`} className="mt-6" data-slot="demo-section">
          <h3 className="font-semibold text-lg">{section.title}</h3>
          <p className="mt-1 text-muted-foreground text-sm">
            <WithCode text={section.description} />
          </p>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {section.items.map((item) => (
              <li key={`${item.kind} ${item.name}`} className="min-w-0 rounded-lg border bg-card p-4">
                <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                  <span className="break-all font-medium font-mono text-sm">{item.name}</span>
                  <span className="rounded-full bg-muted px-2 py-0.5 text-muted-foreground text-xs">{item.kind}</span>
                </p>
                {item.facts.length ? (
                  <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
                    {item.facts.map((fact) => (
                      <div key={fact.label} className="contents">
                        <dt className="text-muted-foreground">{fact.label}</dt>
                        <dd className="min-w-0 break-words font-mono text-xs leading-5">{fact.value}</dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  )
}

/** Text whose `backticked` parts (commands, file names) show as code, keyed by where they start. */
function WithCode({ text }: { text: string }) {
  let at = 0
  return text.split('`').map((part, index) => {
    const start = at
    at += part.length + 1
    return index % 2 === 1 ? (
      <code key={start} className="rounded bg-muted px-1 py-0.5 font-mono text-xs">
        {part}
      </code>
    ) : (
      part
    )
  })
}
