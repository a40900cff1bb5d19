import { ShineBorder } from './shine-border'

/** Shine Border as Magic UI documents it: its usage, every prop of its props table and its examples. */
export function MagicUiUsage() {
  return (
    <div className="grid gap-4">
      <div className="relative h-[500px] w-full overflow-hidden">
        <ShineBorder />
      </div>
      <div className="relative overflow-hidden rounded-xl">
        <ShineBorder shineColor={['#A07CFE', '#FE8FB5', '#FFBE7B']} />
      </div>
      <div className="relative overflow-hidden rounded-xl">
        <ShineBorder
          className="opacity-80"
          duration={14}
          shineColor="black"
          borderWidth={1}
          style={{ zIndex: 1 }}
          onClick={() => {}}
        />
      </div>
    </div>
  )
}
