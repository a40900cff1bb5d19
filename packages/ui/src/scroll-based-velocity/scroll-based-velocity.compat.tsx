import { ScrollVelocityContainer, ScrollVelocityRow, VelocityScroll, wrap } from './scroll-based-velocity'

/**
 * Scroll Based Velocity as Magic UI documents it: the container and its rows with every prop of
 * their tables, a row on its own, the `wrap` helper the file exports, and the earlier
 * `VelocityScroll` form with its props.
 */
export function MagicUiUsage() {
  const direction: 1 | -1 = wrap(0, 10, 12) > 1 ? -1 : 1
  return (
    <>
      <ScrollVelocityContainer className="text-4xl font-bold md:text-7xl">
        <ScrollVelocityRow baseVelocity={20} direction={1}>
          Velocity Scroll
        </ScrollVelocityRow>
        <ScrollVelocityRow baseVelocity={20} direction={-1} className="py-4">
          Velocity Scroll
        </ScrollVelocityRow>
      </ScrollVelocityContainer>
      <ScrollVelocityContainer className="w-full" id="images" onClick={() => {}}>
        <ScrollVelocityRow baseVelocity={6} direction={direction} scrollReactivity={false}>
          <img src="/a.jpg" alt="A" width={240} height={160} />
          <img src="/b.jpg" alt="B" width={240} height={160} />
        </ScrollVelocityRow>
      </ScrollVelocityContainer>
      <ScrollVelocityRow>
        <span>On its own</span>
      </ScrollVelocityRow>
      <VelocityScroll>Velocity Scroll</VelocityScroll>
      <VelocityScroll defaultVelocity={5} numRows={3} className="text-2xl">
        Velocity Scroll
      </VelocityScroll>
    </>
  )
}
