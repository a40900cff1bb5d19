import { type AnnotationAction, Highlighter } from '../highlighter'

const marks: Array<{ action: AnnotationAction; color: string; dark?: boolean }> = [
  { action: 'highlight', color: '#fde047', dark: true },
  { action: 'underline', color: '#f97316' },
  { action: 'box', color: '#22c55e' },
  { action: 'circle', color: '#ef4444' },
  { action: 'strike-through', color: '#a855f7' },
  { action: 'crossed-off', color: '#ec4899' },
  { action: 'bracket', color: '#3b82f6' },
]

export default function HighlighterDemo2() {
  return (
    <ul className="grid grid-cols-2 gap-x-12 gap-y-6 text-base text-foreground sm:grid-cols-3">
      {marks.map(({ action, color, dark }) => (
        <li key={action} className="px-3">
          <Highlighter action={action} color={color} className={dark ? 'text-zinc-950' : undefined}>
            {action}
          </Highlighter>
        </li>
      ))}
    </ul>
  )
}
