import { snipstackCommand } from '@snipstack/contracts/install-commands'
import { Link } from '@tanstack/react-router'
import { ArrowUpRightIcon } from 'lucide-react'
import type * as React from 'react'
import { useRef } from 'react'
import { browserCliSource, useCliSource } from '@/lib/cli-command'
import type { MdxComponents } from '@/lib/mdx'
import { CodeFrame, PlainCode } from './code/code-frame'
import { ScrollRegion } from './ui/scroll-region'

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

/**
 * `<SnipstackCommand args="add marquee" />`: our CLI running `args` with npm, in the form that works
 * on this site (docs/product.md, Components and registry); the docs add a package-manager switch.
 */
function SnipstackCommand({ args }: { args: string }) {
  const command = snipstackCommand('npm', args, useCliSource())
  return (
    <CodeFrame copyText={() => snipstackCommand('npm', args, browserCliSource())} copyLabel="command">
      <PlainCode>{command}</PlainCode>
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
export const proseComponents: MdxComponents = { a: Anchor, pre: Pre, table: Table, SnipstackCommand }
