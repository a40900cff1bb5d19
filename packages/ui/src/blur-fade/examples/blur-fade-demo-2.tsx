import { BlurFade } from '../blur-fade'

export default function BlurFadeDemo2() {
  return (
    <section className="flex flex-col gap-2 text-zinc-950 dark:text-zinc-50">
      <BlurFade delay={0.25} inView>
        <h2 className="text-3xl font-bold tracking-tight sm:text-5xl">Hello World 👋</h2>
      </BlurFade>
      <BlurFade delay={0.5} inView>
        <p className="text-xl tracking-tight text-zinc-600 sm:text-3xl dark:text-zinc-400">Nice to meet you</p>
      </BlurFade>
      <BlurFade delay={0.75} inView direction="up" offset={12}>
        <p className="text-base text-zinc-600 dark:text-zinc-400">This line rises from below.</p>
      </BlurFade>
    </section>
  )
}
