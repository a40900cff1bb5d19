import { TypingAnimation } from '../typing-animation'

const words = ['Type', 'Wait', 'Erase']

export default function TypingAnimationDemo7() {
  return (
    <div className="flex flex-col gap-6 text-zinc-950 dark:text-zinc-50">
      <div>
        <p className="mb-1 text-sm text-zinc-600 dark:text-zinc-400">Blinking cursor (the default): watch the pauses</p>
        <TypingAnimation
          words={words}
          blinkCursor
          pauseDelay={2000}
          loop
          className="text-4xl leading-tight font-bold"
        />
      </div>
      <div>
        <p className="mb-1 text-sm text-zinc-600 dark:text-zinc-400">Steady cursor: it stays lit while it waits</p>
        <TypingAnimation
          words={words}
          blinkCursor={false}
          pauseDelay={2000}
          loop
          className="text-4xl leading-tight font-bold"
        />
      </div>
    </div>
  )
}
