import { Iphone } from '../iphone'

const notifications = [
  { app: 'Calendar', text: 'Design review in 15 minutes' },
  { app: 'Messages', text: 'Maya: the build is green, ship it!' },
]

export default function IphoneDemo() {
  return (
    <div className="flex w-full justify-center p-6">
      <Iphone className="w-56" aria-label="iPhone lock screen">
        <div className="flex size-full flex-col items-center bg-gradient-to-b from-sky-200 via-indigo-200 to-violet-300 px-4 pt-14 pb-8 text-neutral-950 dark:from-indigo-950 dark:via-violet-950 dark:to-neutral-950 dark:text-white">
          <p className="text-xs font-medium">Tuesday, 9 June</p>
          <p className="text-6xl font-semibold tracking-tight">9:41</p>
          <ul className="mt-auto w-full space-y-2">
            {notifications.map(({ app, text }) => (
              <li key={app} className="rounded-2xl bg-white/75 px-3 py-2 text-[11px] leading-snug dark:bg-white/10">
                <p className="font-semibold">{app}</p>
                <p className="text-neutral-700 dark:text-neutral-200">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </Iphone>
    </div>
  )
}
