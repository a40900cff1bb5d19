'use client'

import { MagicCard } from '../magic-card'

const field =
  'w-full rounded-md border border-zinc-950/10 bg-transparent px-3 py-2 text-sm text-zinc-950 outline-none focus-visible:ring-2 focus-visible:ring-violet-500 dark:border-white/10 dark:text-zinc-50'

export default function MagicCardDemo() {
  return (
    <div className="grid w-full max-w-3xl grid-cols-1 gap-6 md:grid-cols-2">
      <MagicCard className="rounded-xl">
        <form className="flex flex-col gap-4 p-6" onSubmit={(event) => event.preventDefault()}>
          <div>
            <h3 className="text-lg font-semibold text-zinc-950 dark:text-zinc-50">Sign in</h3>
            <p className="text-sm text-zinc-600 dark:text-zinc-400">Move the mouse over the card.</p>
          </div>
          <label className="flex flex-col gap-1.5 text-sm font-medium text-zinc-800 dark:text-zinc-200">
            Email
            <input type="email" name="email" placeholder="ada@example.com" className={field} />
          </label>
          <label className="flex flex-col gap-1.5 text-sm font-medium text-zinc-800 dark:text-zinc-200">
            Password
            <input type="password" name="password" className={field} />
          </label>
          <button
            type="submit"
            className="rounded-md bg-zinc-950 px-4 py-2 text-sm font-medium text-white outline-none focus-visible:ring-2 focus-visible:ring-violet-500 focus-visible:ring-offset-2 dark:bg-zinc-50 dark:text-zinc-950"
          >
            Sign in
          </button>
        </form>
      </MagicCard>
      <MagicCard className="rounded-xl" mode="orb" glowFrom="#8b5cf6" glowTo="#ec4899">
        <div className="flex h-full min-h-64 flex-col justify-end gap-1 p-6">
          <h3 className="text-lg font-semibold text-zinc-950 dark:text-zinc-50">Orb mode</h3>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">A blurred glow trails the mouse.</p>
        </div>
      </MagicCard>
    </div>
  )
}
