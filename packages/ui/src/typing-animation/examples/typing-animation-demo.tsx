import { TypingAnimation } from '../typing-animation'

export default function TypingAnimationDemo() {
  return (
    <TypingAnimation className="text-4xl font-bold text-zinc-950 dark:text-zinc-50">
      Hi, welcome aboard! 👋
    </TypingAnimation>
  )
}
