import { cn } from '@snipstack/ui/lib/utils'
import { RichText } from './rich-text'
import type { SchemaField } from './schema-labels'

/**
 * The fields of a body (or a phone's list of parameters), one under the other: a nested field shows
 * its path (`snippets[].author.name`) instead of being indented, so deep nesting never widens the page.
 */
export function FieldList({
  fields,
  className,
}: {
  /** `where` says where a parameter goes (`in query`); body fields have none. */
  fields: Array<SchemaField & { where?: string }>
  className?: string
}) {
  if (fields.length === 0) return null
  return (
    <ul data-slot="api-fields" className={cn('divide-y rounded-lg border text-sm', className)}>
      {fields.map((field) => (
        <li key={`${field.where ?? ''} ${field.parent}${field.name}`} data-slot="api-field" className="px-4 py-3">
          <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
            <code className="wrap-anywhere font-mono text-[0.8125rem]">
              {field.parent ? <span className="text-muted-foreground">{field.parent}</span> : null}
              <span className="font-semibold text-sky-800 dark:text-sky-300">{field.name}</span>
            </code>
            <span className="wrap-anywhere font-mono text-violet-700 text-xs dark:text-violet-300">{field.type}</span>
            {field.where ? <span className="text-muted-foreground text-xs">{field.where}</span> : null}
            {field.required ? (
              <span className="font-medium text-red-700 text-xs dark:text-red-400">required</span>
            ) : null}
          </div>
          {field.constraints.length > 0 ? (
            <p className="wrap-anywhere mt-1 font-mono text-muted-foreground text-xs">
              {field.constraints.join(' · ')}
            </p>
          ) : null}
          {field.description ? (
            <RichText text={field.description} className="mt-1 text-muted-foreground leading-relaxed" />
          ) : null}
        </li>
      ))}
    </ul>
  )
}
