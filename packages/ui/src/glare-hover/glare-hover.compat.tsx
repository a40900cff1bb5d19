import { GlareHover } from './glare-hover'

/** Glare Hover as Magic UI documents it: every prop of its props table, and its examples' usage. */
export function MagicUiUsage() {
  return (
    <>
      <GlareHover className="rounded-lg">
        <div>Hover to see the glare sweep</div>
      </GlareHover>
      <GlareHover className="rounded-lg" color="#a78bfa" opacity={0.35} background="#0a0a0a">
        <div>Card</div>
      </GlareHover>
      <GlareHover className="rounded-lg" angle={-30} size={280}>
        <div>Card</div>
      </GlareHover>
      <GlareHover className="rounded-lg" duration={500}>
        <div>Card</div>
      </GlareHover>
      <GlareHover className="rounded-lg" playOnce>
        <div>Card</div>
      </GlareHover>
      <GlareHover
        className="w-full rounded-lg"
        style={{ borderRadius: 12 }}
        background="#000"
        color="#fff"
        opacity={0.5}
        angle={-45}
        size={250}
        duration={650}
        playOnce={false}
        width="100%"
        height="200px"
        onClick={() => {}}
        data-testid="glare"
      >
        <div>Card</div>
      </GlareHover>
    </>
  )
}
