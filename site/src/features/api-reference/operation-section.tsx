import { cn } from '@snipstack/ui/lib/utils'
import * as React from 'react'
import { MethodBadge, StatusBadge } from './badges'
import { FieldList } from './field-list'
import {
  ERROR_SCHEMA,
  ERRORS_ANCHOR,
  type OperationView,
  type ParameterView,
  type RequestBodyView,
  type ResponseView,
} from './reference-model'
import { ReferenceTable } from './reference-table'
import { RichText } from './rich-text'

const subheading = 'mt-6 mb-2 font-semibold text-sm uppercase tracking-wider text-muted-foreground'
const typeText = 'wrap-anywhere font-mono text-violet-700 text-xs dark:text-violet-300'

/**
 * The parameters: a table where there is room for its columns, the same as a list on a phone, where
 * a table would hide its descriptions off to the side.
 */
function Parameters({ label, parameters }: { label: string; parameters: ParameterView[] }) {
  return (
    <>
      <FieldList
        className="sm:hidden"
        fields={parameters.map((parameter) => ({
          ...parameter,
          parent: '',
          where: `in ${parameter.in}${parameter.deprecated ? ' · deprecated' : ''}`,
        }))}
      />
      <ReferenceTable
        label={label}
        columns={['Name', 'Type', 'Description']}
        className="my-0 max-sm:hidden"
        tableClassName="min-w-[32rem]"
      >
        {parameters.map((parameter) => (
          <tr key={`${parameter.in} ${parameter.name}`}>
            <td>
              <code className="whitespace-nowrap font-mono font-semibold text-[0.8125rem] text-sky-800 dark:text-sky-300">
                {parameter.name}
              </code>
              <span className="mt-0.5 block text-muted-foreground text-xs">
                in {parameter.in}
                {parameter.required ? (
                  <span className="font-medium text-red-700 dark:text-red-400"> · required</span>
                ) : null}
                {parameter.deprecated ? ' · deprecated' : null}
              </span>
            </td>
            <td>
              <span className={typeText}>{parameter.type}</span>
              {parameter.constraints.length > 0 ? (
                <span className="wrap-anywhere mt-0.5 block font-mono text-muted-foreground text-xs">
                  {parameter.constraints.join(' · ')}
                </span>
              ) : null}
            </td>
            <td className="text-muted-foreground leading-relaxed">
              {parameter.description ? <RichText as="span" text={parameter.description} /> : '—'}
            </td>
          </tr>
        ))}
      </ReferenceTable>
    </>
  )
}

function RequestBody({ body }: { body: RequestBodyView }) {
  return (
    <>
      <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm">
        <span className="wrap-anywhere font-mono text-muted-foreground text-xs">{body.mediaTypes.join(', ')}</span>
        {body.type ? <span className={typeText}>{body.type}</span> : null}
        {body.required ? <span className="font-medium text-red-700 text-xs dark:text-red-400">required</span> : null}
      </p>
      {body.description ? (
        <RichText text={body.description} className="mt-1 text-muted-foreground text-sm leading-relaxed" />
      ) : null}
      <FieldList fields={body.fields} className="mt-3" />
    </>
  )
}

/**
 * A response's fields behind a disclosure, made when it is first opened. Folded, they would be
 * almost half of the page's elements (every operation's bodies, thousands of nodes) that a visitor
 * mostly never opens but a phone still parses, lays out and keeps in memory.
 */
function ResponseFields({ fields }: { fields: ResponseView['fields'] }) {
  const details = React.useRef<HTMLDetailsElement>(null)
  const [opened, setOpened] = React.useState(false)
  // Opened before the page hydrated, the disclosure is open with nothing in it: fill it now.
  React.useEffect(() => {
    if (details.current?.open) setOpened(true)
  }, [])
  return (
    <details ref={details} className="mt-2" onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary className="w-fit cursor-pointer rounded text-muted-foreground text-xs outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring">
        {fields.length === 1 ? '1 field' : `${fields.length} fields`}
      </summary>
      {opened ? <FieldList fields={fields} className="mt-2" /> : null}
    </details>
  )
}

/**
 * One response: its status and description, and what its body is. The shared error body is named
 * (and linked) on the status's own line; any other body shows its media types and type, and its
 * fields behind a disclosure (`ResponseFields`), so the page stays short enough to scroll through.
 */
function Response({ response }: { response: ResponseView }) {
  return (
    <li data-slot="api-response" data-status={response.status} className="px-4 py-3">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <StatusBadge status={response.status} />
        {response.description ? <RichText as="span" text={response.description} className="text-sm" /> : null}
        {response.error ? (
          <a href={`#${ERRORS_ANCHOR}`} className={cn(typeText, 'underline underline-offset-2')}>
            {ERROR_SCHEMA}
          </a>
        ) : null}
      </div>
      {!response.error && response.mediaTypes.length > 0 ? (
        <p className="mt-1.5 flex flex-wrap items-baseline gap-x-2 gap-y-1 text-xs">
          <span className="wrap-anywhere font-mono text-muted-foreground">{response.mediaTypes.join(', ')}</span>
          {response.type ? <span className={typeText}>{response.type}</span> : null}
        </p>
      ) : null}
      {response.fields.length > 0 ? <ResponseFields fields={response.fields} /> : null}
    </li>
  )
}

/** One operation: method and path, what it does, its parameters, request body and responses. */
export function OperationSection({ operation }: { operation: OperationView }) {
  const name = `${operation.method.toUpperCase()} ${operation.path}`
  return (
    <article
      aria-labelledby={operation.id}
      data-slot="api-operation"
      data-method={operation.method}
      data-path={operation.path}
      className="border-t py-8 first-of-type:border-t-0"
    >
      <h3 id={operation.id} className="wrap-anywhere scroll-mt-20 font-semibold text-lg tracking-tight">
        <a href={`#${operation.id}`} className="hover:underline hover:underline-offset-4">
          {operation.summary}
        </a>
      </h3>
      <p className="mt-2 flex flex-wrap items-center gap-2">
        <MethodBadge method={operation.method} />
        <code className="wrap-anywhere font-mono text-sm">{operation.path}</code>
        {operation.deprecated ? (
          <span className="rounded border px-1.5 py-0.5 text-muted-foreground text-xs">deprecated</span>
        ) : null}
      </p>
      {operation.description ? (
        <RichText text={operation.description} className="mt-3 text-muted-foreground leading-relaxed" />
      ) : null}
      {operation.parameters.length > 0 ? (
        <>
          <h4 className={subheading}>Parameters</h4>
          <Parameters label={`Parameters of ${name}`} parameters={operation.parameters} />
        </>
      ) : null}
      {operation.requestBody ? (
        <>
          <h4 className={subheading}>Request body</h4>
          <RequestBody body={operation.requestBody} />
        </>
      ) : null}
      {operation.responses.length > 0 ? (
        <>
          <h4 className={subheading}>Responses</h4>
          <ul className="divide-y rounded-lg border">
            {operation.responses.map((response) => (
              <Response key={response.status} response={response} />
            ))}
          </ul>
        </>
      ) : null}
    </article>
  )
}
