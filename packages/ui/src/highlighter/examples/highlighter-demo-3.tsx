import { Highlighter } from '../highlighter'

export default function HighlighterDemo3() {
  return (
    <p className="max-w-xs text-base leading-loose text-foreground">
      Notes are easier to review when{' '}
      <Highlighter action="highlight" color="#bbf7d0" className="text-zinc-950" isView>
        the one sentence that matters is marked on every line it runs over
      </Highlighter>
      , and the rest of the page{' '}
      <Highlighter action="underline" color="#0ea5e9" strokeWidth={2} iterations={1} isView>
        stays quiet
      </Highlighter>
      .
    </p>
  )
}
