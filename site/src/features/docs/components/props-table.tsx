import type { PropDoc } from '@snipstack/ui/meta'
import { withInlineCode } from '@/components/code/inline-code'
import { ScrollRegion } from '@/components/ui/scroll-region'

const columns = ['Prop', 'Type', 'Default', 'Description'] as const

/** One component's props: name, type, default and what it does. */
export function PropsTable({ component, props }: { component: string; props: PropDoc[] }) {
  return (
    <ScrollRegion label={`${component} props`}>
      <table className="w-full min-w-[36rem] text-left text-sm">
        <thead className="bg-muted/40 text-muted-foreground">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-2.5 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.map((prop) => (
            <tr key={prop.name} className="border-t align-top">
              <td className="px-4 py-3 font-mono text-[0.8125rem]">
                <code className="text-sky-700 dark:text-sky-300">{prop.name}</code>
                {prop.required && (
                  <>
                    <span aria-hidden className="ml-1 text-red-700 dark:text-red-400">
                      *
                    </span>
                    <span className="sr-only">(required)</span>
                  </>
                )}
              </td>
              <td className="px-4 py-3 font-mono text-[0.8125rem]">
                <code>{prop.type}</code>
              </td>
              <td className="px-4 py-3 font-mono text-[0.8125rem]">
                {prop.default ? <code>{prop.default}</code> : <span className="text-muted-foreground">—</span>}
              </td>
              <td className="px-4 py-3 text-muted-foreground leading-relaxed">{withInlineCode(prop.description)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  )
}
