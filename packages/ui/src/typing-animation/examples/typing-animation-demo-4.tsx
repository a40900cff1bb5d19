import { TypingAnimation } from '../typing-animation'

export default function TypingAnimationDemo4() {
  return (
    <TypingAnimation startOnView className="text-4xl font-bold text-zinc-950 dark:text-zinc-50">
      I wait until you can see me
    </TypingAnimation>
  )
}
