'use client'

import { ShineBorder } from '../shine-border'

export default function ShineBorderDemo2() {
  return (
    <div className="relative w-[350px] overflow-hidden rounded-xl border border-zinc-950/10 bg-white p-6 text-sm dark:border-white/10 dark:bg-zinc-950">
      {/* currentColor follows the text colour, so one shine suits both themes. */}
      <ShineBorder shineColor="currentColor" className="text-zinc-950 dark:text-white" />
      <h3 className="text-lg font-semibold">Sign in</h3>
      <p className="mt-1 text-zinc-500 dark:text-zinc-400">Enter your details to reach your workspace.</p>
      <form className="mt-6 grid gap-4" onSubmit={(event) => event.preventDefault()}>
        <label className="grid gap-1.5">
          <span className="font-medium">Email</span>
          <input
            type="email"
            placeholder="you@example.com"
            className="rounded-md border border-zinc-950/15 bg-transparent px-3 py-2 dark:border-white/15"
          />
        </label>
        <button
          type="submit"
          className="rounded-md bg-zinc-900 px-4 py-2 font-medium text-white dark:bg-white dark:text-zinc-900"
        >
          Continue
        </button>
      </form>
    </div>
  )
}
