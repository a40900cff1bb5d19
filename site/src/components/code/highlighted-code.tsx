import { cn } from '@snipstack/ui/lib/utils'
import type * as React from 'react'

/** One token: its text and its colour in each theme (absent when the theme's default applies). */
export type HighlightedToken = { content: string; light?: string | undefined; dark?: string | undefined }
/** Lines of tokens; plain data, so the loader can hand it from the server to the browser. */
export type HighlightedCode = HighlightedToken[][]

type Props = React.ComponentProps<'pre'> & { code: string; highlighted?: HighlightedCode | undefined }

/**
 * The code in a `<pre><code>`, coloured by tokens when the highlighter ran; the `shiki` class makes
 * the site's stylesheet pick the active theme's colour. Without tokens the code shows plain.
 */
export function HighlightedCodeBlock({ code, highlighted, className, ...props }: Props) {
  return (
    <pre data-slot="highlighted-code" className={cn('shiki', className)} {...props}>
      <code>
        {highlighted
          ? highlighted.map((line, lineIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity but their position
              <span key={lineIndex} className="line">
                {line.map((token, tokenIndex) => (
                  <span
                    // biome-ignore lint/suspicious/noArrayIndexKey: tokens have no identity but their position
                    key={tokenIndex}
                    style={{ '--shiki-light': token.light, '--shiki-dark': token.dark } as React.CSSProperties}
                  >
                    {token.content}
                  </span>
                ))}
                {lineIndex < highlighted.length - 1 ? '\n' : null}
              </span>
            ))
          : code}
      </code>
    </pre>
  )
}

/**
 * The code as a block that scrolls on its own, named after what it shows ('… source code'): a
 * scrolling block must be focusable to scroll by keyboard, and a focusable region needs a name.
 */
export function ScrollingCodeBlock({ name, className, ...props }: Props & { name: string }) {
  return (
    <HighlightedCodeBlock
      tabIndex={0}
      role="region"
      aria-label={`${name} source code`}
      className={cn('overflow-auto p-4 font-mono text-[0.8125rem] leading-relaxed', className)}
      {...props}
    />
  )
}
