import { Safari } from '../safari'

const stats = [
  { label: 'Visitors', value: '12.4k' },
  { label: 'Sign-ups', value: '842' },
  { label: 'Revenue', value: '$9.1k' },
]

export default function SafariDemo4() {
  return (
    <div className="w-full p-4">
      <Safari url="dashboard.acme.dev" mode="simple" aria-label="Safari window showing the Acme dashboard">
        {/* Sizes in container units, so the page scales with the window like a screenshot would. */}
        <div className="@container size-full bg-neutral-50 p-[4cqw] text-neutral-950 dark:bg-neutral-900 dark:text-white">
          <p className="text-[2.6cqw] font-bold">This week</p>
          <dl className="mt-[2cqw] grid grid-cols-3 gap-[2cqw]">
            {stats.map(({ label, value }) => (
              <div
                key={label}
                className="rounded-[1.5cqw] border border-neutral-200 bg-white p-[2cqw] dark:border-neutral-700 dark:bg-neutral-800"
              >
                <dt className="text-[1.5cqw] text-neutral-600 dark:text-neutral-300">{label}</dt>
                <dd className="text-[3.2cqw] font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Safari>
    </div>
  )
}
