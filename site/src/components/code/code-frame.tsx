import { cn } from '@snipstack/ui/lib/utils'
import type * as React from 'react'
import { CopyButton } from './copy-button'

type CodeFrameProps = {
  /** File name or caption shown above the code. */
  title?: string
  /** Plain text the copy button puts on the clipboard; no button without it. */
  copyText?: string | (() => string | Promise<string>)
  copyLabel?: string
  className?: string
  children: React.ReactNode
}

/** The frame around every code block of the docs: optional title bar, copy button, scrolling body. */
export function CodeFrame({ title, copyText, copyLabel = 'code', className, children }: CodeFrameProps) {
  const copy = copyText ? <CopyButton value={copyText} label={title ? `${title}` : copyLabel} /> : null
  return (
    <figure
      data-slot="code-frame"
      className={cn('docs-code relative my-4 overflow-hidden rounded-lg border', className)}
    >
      {title ? (
        <figcaption className="flex h-10 items-center gap-2 border-b bg-muted/40 pr-1 pl-4 font-mono text-muted-foreground text-xs">
          <span className="truncate">{title}</span>
          <span className="ml-auto">{copy}</span>
        </figcaption>
      ) : (
        copy && <div className="absolute top-1.5 right-1.5 z-10 rounded-md bg-(--code-bg)">{copy}</div>
      )}
      {children}
    </figure>
  )
}

/**
 * Code made while the page renders, such as a command naming this site's origin, which the build
 * cannot highlight: plain text, in the frame's type and spacing.
 */
export function PlainCode({ children }: { children: string }) {
  return (
    <pre
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a long line scrolls sideways and must be reachable by keyboard
      tabIndex={0}
      className="overflow-x-auto p-4 font-mono text-[0.8125rem] leading-[1.7] outline-none focus-visible:shadow-[inset_0_0_0_2px_var(--ring)]"
    >
      <code>{children}</code>
    </pre>
  )
}

/** HTML that Shiki produced at build time from our own sources (never from visitors' input). */
export function HighlightedHtml({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn('[&_pre]:max-h-[32rem]', className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: build-time Shiki output of files in this repository
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}

export function CodeSkeleton({ lines = 8 }: { lines?: number }) {
  return (
    <div role="status" aria-label="Loading code" className="space-y-2.5 p-4">
      {Array.from({ length: lines }, (_, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder lines never reorder
          key={i}
          className="h-3 rounded bg-muted motion-safe:animate-pulse"
          style={{ width: `${40 + ((i * 37) % 55)}%` }}
        />
      ))}
    </div>
  )
}
