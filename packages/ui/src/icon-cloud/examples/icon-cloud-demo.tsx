import {
  BoxIcon,
  BracesIcon,
  BugIcon,
  CloudIcon,
  CodeIcon,
  CpuIcon,
  DatabaseIcon,
  GitBranchIcon,
  GitPullRequestIcon,
  GlobeIcon,
  KeyRoundIcon,
  LayersIcon,
  LockIcon,
  type LucideIcon,
  PackageIcon,
  PuzzleIcon,
  RocketIcon,
  ServerIcon,
  ShieldCheckIcon,
  TerminalIcon,
  WebhookIcon,
  WifiIcon,
  WorkflowIcon,
  WrenchIcon,
  ZapIcon,
} from 'lucide-react'
import { IconCloud } from '../icon-cloud'

const tools: Array<[LucideIcon, string]> = [
  [CodeIcon, 'text-sky-600 dark:text-sky-400'],
  [TerminalIcon, 'text-zinc-800 dark:text-zinc-200'],
  [DatabaseIcon, 'text-emerald-600 dark:text-emerald-400'],
  [CloudIcon, 'text-indigo-600 dark:text-indigo-400'],
  [GitBranchIcon, 'text-orange-600 dark:text-orange-400'],
  [ServerIcon, 'text-violet-600 dark:text-violet-400'],
  [PackageIcon, 'text-amber-600 dark:text-amber-400'],
  [BugIcon, 'text-rose-600 dark:text-rose-400'],
  [RocketIcon, 'text-fuchsia-600 dark:text-fuchsia-400'],
  [ShieldCheckIcon, 'text-green-600 dark:text-green-400'],
  [CpuIcon, 'text-cyan-600 dark:text-cyan-400'],
  [WebhookIcon, 'text-pink-600 dark:text-pink-400'],
  [LayersIcon, 'text-blue-600 dark:text-blue-400'],
  [BracesIcon, 'text-yellow-600 dark:text-yellow-400'],
  [GlobeIcon, 'text-teal-600 dark:text-teal-400'],
  [LockIcon, 'text-slate-700 dark:text-slate-300'],
  [WorkflowIcon, 'text-purple-600 dark:text-purple-400'],
  [ZapIcon, 'text-yellow-500 dark:text-yellow-300'],
  [PuzzleIcon, 'text-lime-600 dark:text-lime-400'],
  [KeyRoundIcon, 'text-red-600 dark:text-red-400'],
  [GitPullRequestIcon, 'text-sky-700 dark:text-sky-300'],
  [WifiIcon, 'text-indigo-500 dark:text-indigo-300'],
  [WrenchIcon, 'text-stone-600 dark:text-stone-300'],
  [BoxIcon, 'text-orange-500 dark:text-orange-300'],
]

export default function IconCloudDemo() {
  return (
    <div className="relative flex w-full items-center justify-center overflow-hidden">
      <IconCloud
        aria-label="A cloud of developer tool icons"
        icons={tools.map(([Icon, color]) => (
          // Each colour is used once, so it tells the icons apart.
          <Icon key={color} className={color} strokeWidth={1.75} />
        ))}
      />
    </div>
  )
}
