import { Android } from '../android'

const chats = [
  { name: 'Maya', message: 'The build is green, ship it!', time: '9:41', tint: 'bg-rose-200 dark:bg-rose-900' },
  { name: 'Leo', message: 'Lunch at noon?', time: '9:12', tint: 'bg-sky-200 dark:bg-sky-900' },
  { name: 'Ada', message: 'Sent you the slides', time: '8:30', tint: 'bg-amber-200 dark:bg-amber-900' },
  { name: 'Sam', message: 'See you tomorrow', time: 'Mon', tint: 'bg-emerald-200 dark:bg-emerald-900' },
]

export default function AndroidDemo() {
  return (
    <div className="flex w-full justify-center p-6">
      <Android width={216} height={440} aria-label="Android messages app">
        <div className="relative size-full bg-white px-3 pt-12 text-neutral-950 dark:bg-neutral-900 dark:text-white">
          <p className="px-1 pb-3 text-lg font-semibold">Messages</p>
          <ul className="space-y-3">
            {chats.map(({ name, message, time, tint }) => (
              <li key={name} className="flex items-center gap-2 text-[10px]">
                <span
                  aria-hidden="true"
                  className={`grid size-8 shrink-0 place-items-center rounded-full text-xs font-semibold ${tint}`}
                >
                  {name[0]}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold">{name}</span>
                  <span className="block truncate text-neutral-600 dark:text-neutral-300">{message}</span>
                </span>
                <span className="text-neutral-600 dark:text-neutral-300">{time}</span>
              </li>
            ))}
          </ul>
          <span
            aria-hidden="true"
            className="absolute right-4 bottom-8 grid size-11 place-items-center rounded-2xl bg-indigo-200 text-2xl text-indigo-950 dark:bg-indigo-800 dark:text-indigo-50"
          >
            +
          </span>
        </div>
      </Android>
    </div>
  )
}
