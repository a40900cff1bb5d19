import { NeonGradientCard } from '../neon-gradient-card'

export default function NeonGradientCardDemo2() {
  return (
    <NeonGradientCard
      className="max-w-xs"
      borderSize={4}
      borderRadius={12}
      neonColors={{ firstColor: '#facc15', secondColor: '#a855f7' }}
    >
      <p className="text-xs font-medium tracking-wide text-zinc-600 uppercase dark:text-zinc-400">Pro plan</p>
      <p className="mt-2 text-3xl font-bold">
        $24<span className="text-base font-normal text-zinc-600 dark:text-zinc-400"> / month</span>
      </p>
      <ul className="mt-4 grid gap-1 text-sm">
        <li>Unlimited snippets</li>
        <li>Private collections</li>
        <li>Priority support</li>
      </ul>
    </NeonGradientCard>
  )
}
