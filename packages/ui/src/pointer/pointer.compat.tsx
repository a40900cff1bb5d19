import { motion } from 'motion/react'
import { Pointer } from './pointer'

export function MagicUiUsage() {
  return (
    <div className="grid gap-4">
      <div className="relative rounded-xl border p-6">
        <Pointer />
      </div>
      <div className="relative rounded-xl border p-6">
        <Pointer className="fill-blue-500" />
      </div>
      <div className="relative rounded-xl border p-6">
        <Pointer>
          <motion.div
            animate={{ scale: [0.8, 1, 0.8], rotate: [0, 5, -5, 0] }}
            transition={{ duration: 1.5, repeat: Number.POSITIVE_INFINITY, ease: 'easeInOut' }}
          >
            <span className="text-2xl">👆</span>
          </motion.div>
        </Pointer>
      </div>
      <div className="relative rounded-xl border p-6">
        <Pointer style={{ zIndex: 60 }} initial={{ opacity: 0 }} animate={{ opacity: 1 }} exit={{ opacity: 0 }}>
          <div className="size-4 rounded-full bg-pink-500" />
        </Pointer>
      </div>
    </div>
  )
}
