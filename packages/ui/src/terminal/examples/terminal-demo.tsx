import { AnimatedSpan, Terminal, TypingAnimation } from '../terminal'

const checks = [
  'Preflight checks.',
  'Verifying framework. Found Vite.',
  'Validating Tailwind CSS v4.',
  'Validating import alias.',
  'Writing components.json.',
  'Checking registry.',
  'Installing dependencies.',
]

export default function TerminalDemo() {
  return (
    <Terminal title="~/my-app — zsh">
      <TypingAnimation>&gt; npx shadcn@latest init</TypingAnimation>
      {checks.map((check, index) => (
        <AnimatedSpan key={check} pause={index === 0 ? 400 : 150} className="text-emerald-700 dark:text-emerald-400">
          <span>
            ✔ <span className="text-neutral-700 dark:text-neutral-300">{check}</span>
          </span>
        </AnimatedSpan>
      ))}
      <AnimatedSpan pause={200} className="text-sky-700 dark:text-sky-400">
        <span>ℹ Updated 1 file:</span>
        <span className="pl-2 text-neutral-500 dark:text-neutral-400">- src/lib/utils.ts</span>
      </AnimatedSpan>
      <TypingAnimation pause={300} duration={30} className="text-neutral-500 dark:text-neutral-400">
        Success! Project initialization completed.
      </TypingAnimation>
      <TypingAnimation pause={150} duration={30} className="text-neutral-500 dark:text-neutral-400">
        You may now add components.
      </TypingAnimation>
    </Terminal>
  )
}
