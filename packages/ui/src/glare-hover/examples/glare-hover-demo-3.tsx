import { CircleCheck, Info, TriangleAlert } from 'lucide-react'
import { GlareHover } from '../glare-hover'

const alerts = [
  {
    icon: Info,
    title: 'Action required',
    text: 'Your plan expires in 3 days. Renew to keep access.',
    color: '#ffffff',
    tone: 'text-card-foreground',
  },
  {
    icon: TriangleAlert,
    title: 'Payment declined',
    text: 'Check your card details and try again.',
    color: '#ff6070',
    tone: 'text-red-700 dark:text-red-400',
  },
  {
    icon: CircleCheck,
    title: 'Subscription confirmed',
    text: 'You have full Pro access until April 5, 2027.',
    color: '#60ff70',
    tone: 'text-emerald-700 dark:text-emerald-400',
  },
] as const

export default function GlareHoverDemo3() {
  return (
    <div className="flex w-full max-w-md flex-col gap-3 p-4">
      {alerts.map(({ icon: Icon, title, text, color, tone }) => (
        <GlareHover
          key={title}
          className="w-full rounded-lg"
          color={color}
          opacity={0.25}
          duration={550}
          background="transparent"
        >
          <div className={`flex w-full gap-3 rounded-lg border bg-card px-4 py-3 ${tone}`}>
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <div className="text-sm">
              <p className="font-medium">{title}</p>
              <p>{text}</p>
            </div>
          </div>
        </GlareHover>
      ))}
    </div>
  )
}
