import { TypingAnimation } from '../typing-animation'

const styles = [
  { style: 'line', label: 'Line (the default)' },
  { style: 'block', label: 'Block, as in many editors' },
  { style: 'underscore', label: 'Underscore, as in old terminals' },
] as const

export default function TypingAnimationDemo8() {
  return (
    <div className="flex flex-col gap-5 text-zinc-950 dark:text-zinc-50">
      {styles.map(({ style, label }) => (
        <div key={style}>
          <p className="mb-1 text-sm text-zinc-600 dark:text-zinc-400">{label}</p>
          <TypingAnimation
            words={[`${style} cursor`]}
            cursorStyle={style}
            loop
            className="text-3xl leading-tight font-bold"
          />
        </div>
      ))}
    </div>
  )
}
