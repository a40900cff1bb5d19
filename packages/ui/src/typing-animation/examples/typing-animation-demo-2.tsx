import { TypingAnimation } from '../typing-animation'

export default function TypingAnimationDemo2() {
  return (
    <TypingAnimation
      words={['Sketch ✏️', 'Code 💻', 'Launch 🚀']}
      loop
      className="text-4xl font-bold text-zinc-950 dark:text-zinc-50"
    />
  )
}
