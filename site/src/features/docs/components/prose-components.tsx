import { Link } from '@tanstack/react-router'
import { ArrowUpRightIcon } from 'lucide-react'
import type * as React from 'react'
import { useRef } from 'react'
import type { MdxComponents } from '../loaders'
import { CodeFrame } from './code-frame'
import { ScrollRegion } from './scroll-region'

/** Internal links navigate client-side; external ones open in a new tab and say so. */
function Anchor({ href = '', children, ...props }: React.ComponentProps<'a'>) {
  if (href.startsWith('/')) {
    return (
      <Link to={href} className="docs-link" {...props}>
        {children}
      </Link>
    )
  }
  if (/^https?:\/\//.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className="docs-link" {...props}>
        {children}
        <ArrowUpRightIcon className="ml-0.5 inline size-3.5 align-text-top opacity-60" aria-hidden />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    )
  }
  return (
    <a href={href} className="docs-link" {...props}>
      {children}
    </a>
  )
}

/**
 * Code blocks arrive highlighted from the build; this frames them and adds a copy button. A
 * `title="…"` in the code fence becomes the frame's caption.
 */
function Pre({ title, ...props }: React.ComponentProps<'pre'>) {
  const ref = useRef<HTMLPreElement>(null)
  return (
    <CodeFrame title={title} copyText={() => ref.current?.textContent ?? ''}>
      <pre ref={ref} {...props} />
    </CodeFrame>
  )
}

function Table(props: React.ComponentProps<'table'>) {
  return (
    <ScrollRegion label="Table" className="my-5">
      <table className="w-full text-left text-sm" {...props} />
    </ScrollRegion>
  )
}

/**
 * The plain elements of written pages: links, code blocks and tables. The docs add their
 * shortcodes (mdx-components.tsx); other written pages (/page/*) use these alone, without the
 * docs catalogue those need.
 */
export const proseComponents: MdxComponents = { a: Anchor, pre: Pre, table: Table }
