import type { SmoothCursorProps } from './smooth-cursor'
import { SmoothCursor } from './smooth-cursor'

const springConfig: SmoothCursorProps['springConfig'] = {
  damping: 45,
  stiffness: 400,
  mass: 1,
  restDelta: 0.001,
}

export function MagicUiUsage() {
  return (
    <>
      <SmoothCursor />
      <SmoothCursor
        cursor={<div className="size-4 rounded-full bg-pink-500" />}
        springConfig={{ damping: 30, stiffness: 300, mass: 0.8, restDelta: 0.001 }}
      />
      <div className="cursor-none">
        <SmoothCursor springConfig={springConfig} />
      </div>
    </>
  )
}
