import { AnimatedSpan, Terminal, TypingAnimation } from './terminal'

export function MagicUiUsage() {
  return (
    <>
      <Terminal>
        <TypingAnimation>pnpm dlx shadcn@latest init</TypingAnimation>
        <AnimatedSpan>✔ Preflight checks.</AnimatedSpan>
        <AnimatedSpan>✔ Validating Tailwind CSS.</AnimatedSpan>
        <TypingAnimation>Success! Project initialization completed.</TypingAnimation>
      </Terminal>
      <Terminal className="max-w-xl" sequence={false} startOnView={false}>
        <TypingAnimation className="text-muted-foreground" duration={60} delay={0} as="p" startOnView={true}>
          $ ls
        </TypingAnimation>
        <AnimatedSpan className="text-blue-500" delay={800} startOnView={false}>
          <span>Documents Downloads Pictures</span>
        </AnimatedSpan>
        <TypingAnimation delay={1600} as="div">
          $ cd Documents
        </TypingAnimation>
      </Terminal>
      <TypingAnimation as="h1" startOnView={false}>
        Typing outside a terminal
      </TypingAnimation>
    </>
  )
}
