'use client'

import { PointerIcon } from 'lucide-react'
import { motion } from 'motion/react'
import { cn } from '../../lib/utils'
import { Pointer } from '../pointer'

const card = cn(
  'relative flex h-36 flex-col justify-between rounded-xl border p-4 transition-colors',
  'border-zinc-950/10 bg-white hover:bg-zinc-50 dark:border-white/10 dark:bg-zinc-950 dark:hover:bg-zinc-900',
)
const title = 'text-sm font-semibold text-zinc-950 dark:text-zinc-50'
const body = 'text-sm text-zinc-600 dark:text-zinc-400'

export default function PointerDemo() {
  return (
    <div className="grid w-full max-w-2xl grid-cols-1 gap-4 sm:grid-cols-2">
      <div className={card}>
        <p className={title}>Default pointer</p>
        <p className={body}>Hover here: the cursor becomes an arrow of our own.</p>
        <Pointer />
      </div>
      <div className={card}>
        <p className={title}>Coloured</p>
        <p className={body}>Style the default arrow with a class.</p>
        <Pointer className="fill-sky-500 dark:fill-sky-400" />
      </div>
      <div className={card}>
        <p className={title}>Custom shape</p>
        <p className={body}>Any markup can be the pointer.</p>
        <Pointer className="-translate-x-1/2 -translate-y-1/2">
          <div className="size-7 rounded-full border-2 border-violet-500 bg-violet-500/20" />
        </Pointer>
      </div>
      <div className={card}>
        <p className={title}>Animated</p>
        <p className={body}>Children can be motion elements too.</p>
        <Pointer>
          <motion.div
            className="text-rose-500 dark:text-rose-400"
            animate={{ scale: [0.85, 1.1, 0.85], rotate: [0, 8, -8, 0] }}
            transition={{ duration: 1.4, repeat: Number.POSITIVE_INFINITY, ease: 'easeInOut' }}
          >
            <PointerIcon className="size-7 fill-white dark:fill-zinc-950" strokeWidth={1.75} />
          </motion.div>
        </Pointer>
      </div>
    </div>
  )
}
