import { TypingAnimation } from '../typing-animation'

export default function TypingAnimationDemo3() {
  return (
    <TypingAnimation
      words={['Quick to type', 'Slow to erase']}
      typeSpeed={45}
      deleteSpeed={160}
      pauseDelay={1800}
      loop
      className="text-4xl font-bold text-zinc-950 dark:text-zinc-50"
    />
  )
}
