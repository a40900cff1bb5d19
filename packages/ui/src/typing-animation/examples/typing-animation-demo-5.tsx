import { TypingAnimation } from '../typing-animation'

export default function TypingAnimationDemo5() {
  return (
    <TypingAnimation showCursor={false} className="text-4xl font-bold text-zinc-950 dark:text-zinc-50">
      Letters only, no cursor
    </TypingAnimation>
  )
}
