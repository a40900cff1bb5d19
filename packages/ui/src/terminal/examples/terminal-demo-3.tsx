import { AnimatedSpan, Terminal, TypingAnimation } from '../terminal'

export default function TerminalDemo3() {
  return (
    // Capped: the body scrolls and follows each new line, like a real terminal.
    <Terminal title="snipstack — git" className="max-w-xl" maxHeight={260}>
      <TypingAnimation duration={45}>$ git status --short</TypingAnimation>
      <AnimatedSpan pause={250} className="text-rose-700 dark:text-rose-400">
        {' M packages/ui/src/terminal/terminal.tsx'}
      </AnimatedSpan>
      <AnimatedSpan className="text-emerald-700 dark:text-emerald-400">
        {'?? packages/ui/src/terminal/terminal.compat.tsx'}
      </AnimatedSpan>
      <TypingAnimation pause={400} duration={45}>
        $ git checkout -b feat/terminal
      </TypingAnimation>
      <AnimatedSpan pause={250} className="text-neutral-500 dark:text-neutral-400">
        {"Switched to a new branch 'feat/terminal'"}
      </AnimatedSpan>
      <TypingAnimation pause={500} duration={45}>
        {'$ git commit -am "Add terminal"'}
      </TypingAnimation>
      <AnimatedSpan pause={250} className="text-neutral-500 dark:text-neutral-400">
        [feat/terminal 3f9c2a1] Add terminal
      </AnimatedSpan>
      <AnimatedSpan className="text-neutral-500 dark:text-neutral-400">
        <span>
          {' '}
          2 files changed, <span className="text-emerald-700 dark:text-emerald-400">148 insertions(+)</span>
        </span>
      </AnimatedSpan>
      <TypingAnimation pause={500} duration={45}>
        $ git push -u origin feat/terminal
      </TypingAnimation>
      <AnimatedSpan pause={400} className="text-neutral-500 dark:text-neutral-400">
        Enumerating objects: 9, done.
      </AnimatedSpan>
      <AnimatedSpan className="text-neutral-500 dark:text-neutral-400">Writing objects: 100% (5/5), done.</AnimatedSpan>
      <AnimatedSpan pause={300} className="text-violet-600 dark:text-violet-400">
        {"remote: Create a pull request for 'feat/terminal' on the web."}
      </AnimatedSpan>
    </Terminal>
  )
}
