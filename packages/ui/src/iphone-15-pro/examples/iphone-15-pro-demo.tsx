import { Iphone15Pro } from '../iphone-15-pro'

const apps = [
  { name: 'Mail', color: 'bg-sky-500' },
  { name: 'Maps', color: 'bg-emerald-500' },
  { name: 'Photos', color: 'bg-amber-400' },
  { name: 'Music', color: 'bg-rose-500' },
  { name: 'Notes', color: 'bg-yellow-300' },
  { name: 'Clock', color: 'bg-neutral-900' },
  { name: 'Wallet', color: 'bg-violet-600' },
  { name: 'Health', color: 'bg-pink-400' },
]

export default function Iphone15ProDemo() {
  return (
    <div className="flex w-full justify-center p-6">
      <Iphone15Pro width={216} height={440} aria-label="iPhone 15 Pro home screen">
        <div className="flex size-full flex-col bg-gradient-to-br from-indigo-700 via-violet-700 to-fuchsia-800 px-4 pt-16 pb-6 text-white">
          <ul className="grid grid-cols-4 gap-x-2 gap-y-4">
            {apps.map(({ name, color }) => (
              <li key={name} className="flex flex-col items-center gap-1 text-[9px] font-medium">
                <span aria-hidden="true" className={`size-9 rounded-[10px] shadow-sm ${color}`} />
                {name}
              </li>
            ))}
          </ul>
          <div aria-hidden="true" className="mt-auto flex justify-around rounded-3xl bg-white/20 p-2.5">
            <span className="size-9 rounded-[10px] bg-green-500" />
            <span className="size-9 rounded-[10px] bg-blue-500" />
            <span className="size-9 rounded-[10px] bg-white" />
            <span className="size-9 rounded-[10px] bg-orange-500" />
          </div>
        </div>
      </Iphone15Pro>
    </div>
  )
}
