import { BoxReveal } from './box-reveal'

/** Box Reveal as Magic UI documents it: every prop of its props table, and its demo's usage. */
export function MagicUiUsage() {
  return (
    <div className="size-full max-w-lg items-center justify-center overflow-hidden pt-8">
      <BoxReveal>Box Reveal</BoxReveal>
      <BoxReveal boxColor={'#5046e6'} duration={0.5}>
        <p className="text-[3.5rem] font-semibold">
          Magic UI<span className="text-[#5046e6]">.</span>
        </p>
      </BoxReveal>
      <BoxReveal className="mt-2" boxColor="#ff0080" duration={1} width="100%">
        <h2 className="mt-[.5rem] text-[1rem]">UI library for Design Engineers</h2>
      </BoxReveal>
      <BoxReveal width="fit-content">
        <button type="button">Explore</button>
      </BoxReveal>
    </div>
  )
}
