import { ProgressiveBlur } from './progressive-blur'

/** Magic UI's documented usage and every prop of its props table, against our item. */
export function MagicUiUsage() {
  return (
    <div className="relative h-[400px] w-full overflow-auto">
      <div className="space-y-4 p-4">Content</div>
      <ProgressiveBlur height="50%" position="bottom" />
      <ProgressiveBlur className="rounded-b-xl" height="30%" position="top" blurLevels={[0.5, 1, 2, 4, 8, 16, 32, 64]}>
        <span>Overlay</span>
      </ProgressiveBlur>
      <ProgressiveBlur position="both" />
    </div>
  )
}
