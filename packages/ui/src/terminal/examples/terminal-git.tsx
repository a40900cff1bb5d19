import { AnimatedSpan, Terminal, TypingAnimation } from '../terminal'

export default function TerminalGit() {
  return (
    <Terminal title="snipstack — git" className="max-w-xl">
      <TypingAnimation duration={45}>$ git checkout -b feat/terminal</TypingAnimation>
      <AnimatedSpan delay={250} className="text-neutral-500 dark:text-neutral-400">
        Switched to a new branch 'feat/terminal'
      </AnimatedSpan>
      <TypingAnimation delay={500} duration={45}>
        $ git commit -am "Add terminal"
      </TypingAnimation>
      <AnimatedSpan delay={250} className="text-neutral-500 dark:text-neutral-400">
        [feat/terminal 3f9c2a1] Add terminal
      </AnimatedSpan>
      <AnimatedSpan className="text-neutral-500 dark:text-neutral-400">
        <span>
          {' '}
          2 files changed, <span className="text-emerald-700 dark:text-emerald-400">148 insertions(+)</span>
        </span>
      </AnimatedSpan>
      <TypingAnimation delay={500} duration={45}>
        $ git push -u origin feat/terminal
      </TypingAnimation>
      <AnimatedSpan delay={400} className="text-violet-600 dark:text-violet-400">
        remote: Create a pull request for 'feat/terminal' on the web.
      </AnimatedSpan>
    </Terminal>
  )
}
