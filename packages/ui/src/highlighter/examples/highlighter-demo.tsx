import { Highlighter } from '../highlighter'

export default function HighlighterDemo() {
  return (
    <div className="max-w-md text-center">
      <p className="text-lg leading-relaxed text-foreground">
        The{' '}
        <Highlighter action="underline" color="#FF9800">
          Highlighter
        </Highlighter>{' '}
        makes important{' '}
        <Highlighter action="highlight" color="#87CEFA" className="text-zinc-950">
          text stand out
        </Highlighter>{' '}
        effortlessly.
      </p>
    </div>
  )
}
