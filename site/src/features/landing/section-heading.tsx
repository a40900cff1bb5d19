type SectionHeadingProps = { id: string; eyebrow: string; title: string; description: string }

export function SectionHeading({ id, eyebrow, title, description }: SectionHeadingProps) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="font-semibold text-sm text-violet-600 uppercase tracking-widest dark:text-violet-400">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-balance font-bold text-3xl tracking-tight sm:text-4xl">
        {title}
      </h2>
      <p className="mt-4 text-pretty text-lg text-muted-foreground leading-relaxed">{description}</p>
    </div>
  )
}
