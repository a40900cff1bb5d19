import { useMotionValue } from 'motion/react'
import type { DockIconProps, DockProps } from './dock'
import { Dock, DockIcon, dockVariants } from './dock'

const HomeGlyph = () => (
  <svg viewBox="0 0 24 24" className="size-full" aria-hidden>
    <path d="M3 11 12 3l9 8v10H3z" fill="currentColor" />
  </svg>
)

export function MagicUiUsage() {
  const mouseX = useMotionValue(Number.POSITIVE_INFINITY)
  const dockProps: DockProps = {
    className: 'custom',
    iconSize: 40,
    iconMagnification: 60,
    iconDistance: 140,
    direction: 'middle',
    disableMagnification: false,
    children: null,
  }
  const iconProps: DockIconProps = { size: 40, magnification: 60, distance: 140, mouseX }
  return (
    <div className={dockVariants({ className: 'relative' })}>
      <Dock>
        <DockIcon>
          <HomeGlyph />
        </DockIcon>
      </Dock>
      <Dock
        className="rounded-3xl"
        iconSize={48}
        iconMagnification={72}
        iconDistance={100}
        direction="bottom"
        disableMagnification
      >
        <DockIcon
          size={48}
          magnification={72}
          distance={100}
          mouseX={mouseX}
          disableMagnification={false}
          className="bg-black/10 dark:bg-white/10"
          props={{ children: null }}
          onClick={() => undefined}
        >
          <HomeGlyph />
        </DockIcon>
      </Dock>
      <Dock {...dockProps} direction="top">
        <DockIcon {...iconProps}>
          <HomeGlyph />
        </DockIcon>
      </Dock>
    </div>
  )
}
