import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { Logo } from './logo'
import { createLongPress, type Point } from './long-press'

const loadLogoMenu = () => import('./logo-menu')
const LogoMenu = lazy(loadLogoMenu)

/**
 * The header logo: a link home whose context menu (right-click, the keyboard's menu key, or a
 * 700 ms long press on touch) offers the logo files. The menu's code loads on first use.
 */
export function BrandLogo({ className }: { className?: string }) {
  const linkRef = useRef<HTMLAnchorElement>(null)
  const [point, setPoint] = useState<Point | null>(null)
  const [open, setOpen] = useState(false)
  // A long press ends with the finger lifting, which the browser may report as a click.
  const swallowNextClick = useRef(false)

  const longPress = useMemo(
    () =>
      createLongPress((at) => {
        swallowNextClick.current = true
        setPoint(at)
        setOpen(true)
      }),
    [],
  )
  useEffect(() => longPress.cancel, [longPress])

  return (
    <>
      <Logo
        ref={linkRef}
        className={className}
        style={{ WebkitTouchCallout: 'none' }}
        onMouseEnter={() => void loadLogoMenu()}
        onContextMenu={(event) => {
          event.preventDefault()
          longPress.cancel()
          // A keyboard-opened menu has no pointer position; anchor it under the logo instead.
          const fromKeyboard = event.clientX === 0 && event.clientY === 0
          const box = event.currentTarget.getBoundingClientRect()
          setPoint(fromKeyboard ? { x: box.left, y: box.bottom } : { x: event.clientX, y: event.clientY })
          setOpen(true)
        }}
        onPointerDown={(event) => {
          swallowNextClick.current = false
          if (event.pointerType !== 'mouse') void loadLogoMenu()
          longPress.down({ x: event.clientX, y: event.clientY }, event.pointerType)
        }}
        onPointerMove={(event) => longPress.move({ x: event.clientX, y: event.clientY })}
        onPointerUp={longPress.cancel}
        onPointerCancel={longPress.cancel}
        onClickCapture={(event) => {
          if (!swallowNextClick.current) return
          swallowNextClick.current = false
          event.preventDefault()
          event.stopPropagation()
        }}
      />
      {point && (
        <Suspense fallback={null}>
          <LogoMenu point={point} open={open} onOpenChange={setOpen} returnFocusTo={linkRef} />
        </Suspense>
      )}
    </>
  )
}
