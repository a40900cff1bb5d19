import { cn } from '@snipstack/ui/lib/utils'
import { TOCItem } from 'fumadocs-core/toc'
import type * as React from 'react'
import { MethodBadge } from './badges'
import { type ApiReference, ERRORS_ANCHOR } from './reference-model'

const entryClass =
  'flex items-start gap-2 rounded-md px-2 py-1.5 text-foreground/85 outline-none transition-colors hover:bg-accent/60 hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring'

/**
 * Every operation, grouped by tag, each a link to its anchor. In the sidebar (`spy`) the entry of
 * the operation in view is marked as the page scrolls; in the phone's menu `onNavigate` closes it.
 */
export function OperationNav({
  reference,
  idPrefix,
  spy = false,
  onNavigate,
}: {
  reference: ApiReference
  /** Keeps the ids of this copy of the list apart from the other's. */
  idPrefix: string
  spy?: boolean
  onNavigate?: React.MouseEventHandler<HTMLAnchorElement>
}) {
  // fumadocs' TOCItem is a link that sets `data-active` while its anchor is in view.
  const Entry = spy ? TOCItem : 'a'
  return (
    <nav aria-label="API operations" data-slot="api-operations" className="flex flex-col gap-5 text-sm">
      {reference.errors ? (
        <a href={`#${ERRORS_ANCHOR}`} onClick={onNavigate} className={cn(entryClass, 'font-medium')}>
          Errors
        </a>
      ) : null}
      {reference.groups.map((group) => {
        const labelId = `${idPrefix}-${group.id}`
        return (
          <div key={group.id}>
            <p id={labelId} className="mb-1 px-2 font-semibold text-foreground text-xs uppercase tracking-wider">
              {group.name}
            </p>
            <ul aria-labelledby={labelId} className="flex flex-col gap-0.5">
              {group.operations.map((operation) => (
                <li key={operation.id}>
                  <Entry
                    href={`#${operation.id}`}
                    data-operation={operation.id}
                    onClick={onNavigate}
                    className={
                      spy
                        ? cn(entryClass, 'data-[active=true]:bg-accent data-[active=true]:text-foreground')
                        : entryClass
                    }
                  >
                    <MethodBadge method={operation.method} className="mt-px" />
                    <span className="wrap-anywhere min-w-0">{operation.summary}</span>
                  </Entry>
                </li>
              ))}
            </ul>
          </div>
        )
      })}
    </nav>
  )
}
