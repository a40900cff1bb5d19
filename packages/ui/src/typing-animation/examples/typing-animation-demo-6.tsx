import { TypingAnimation } from '../typing-animation'

export default function TypingAnimationDemo6() {
  return (
    <TypingAnimation
      words={['Draft', 'Review', 'Release']}
      loop={false}
      className="text-4xl font-bold text-zinc-950 dark:text-zinc-50"
    />
  )
}
