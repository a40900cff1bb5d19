import { AnimatedSpan, Terminal, TypingAnimation } from '../terminal'

export default function TerminalDemo2() {
  return (
    // Without a sequence each line keeps its own clock: it starts `delay` ms after it appears.
    <Terminal title="~ — zsh" sequence={false}>
      <TypingAnimation delay={0} duration={50}>
        $ ls
      </TypingAnimation>
      <AnimatedSpan delay={800} startOnView className="text-sky-700 dark:text-sky-400">
        Documents Downloads Pictures
      </AnimatedSpan>
      <TypingAnimation delay={1600} duration={50}>
        $ cd Documents
      </TypingAnimation>
      <TypingAnimation delay={2600} duration={50}>
        $ pwd
      </TypingAnimation>
      <AnimatedSpan delay={3400} startOnView className="text-emerald-700 dark:text-emerald-400">
        /home/user/Documents
      </AnimatedSpan>
    </Terminal>
  )
}
