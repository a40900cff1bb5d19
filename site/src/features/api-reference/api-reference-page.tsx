import { AnchorProvider, ScrollProvider, type TableOfContents } from 'fumadocs-core/toc'
import { ChevronDown, FileJson } from 'lucide-react'
import * as React from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { OPENAPI_URL } from './api-reference-queries'
import { FieldList } from './field-list'
import type { OpenApiDocument } from './openapi-document'
import { OperationNav } from './operation-nav'
import { OperationSection } from './operation-section'
import { type ApiReference, buildReference, ERROR_SCHEMA, ERRORS_ANCHOR } from './reference-model'
import { ReferenceTable } from './reference-table'
import { RichText } from './rich-text'

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** A menu link closes the phone's menu, so the operation it leads to is not pushed down by the list. */
const closeMenu = (event: React.MouseEvent<HTMLAnchorElement>) => {
  event.currentTarget.closest('details')?.removeAttribute('open')
}

function ReferenceHeader({ reference }: { reference: ApiReference }) {
  return (
    <header className="max-w-3xl">
      <p className="font-medium text-muted-foreground text-sm">API reference</p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-balance font-bold text-3xl tracking-tight sm:text-4xl">{reference.title}</h1>
        <Badge variant="secondary" className="px-2 py-1 text-xs">
          v{reference.version}
        </Badge>
      </div>
      {reference.description ? (
        <RichText text={reference.description} className="mt-3 text-muted-foreground leading-relaxed" />
      ) : null}
      <p className="mt-4 text-muted-foreground text-sm">
        {plural(reference.operationCount, 'operation', 'operations')} in{' '}
        {plural(reference.groups.length, 'group', 'groups')}, from the OpenAPI {reference.openapi} document.
      </p>
      <Button asChild variant="outline" size="sm" className="mt-4">
        {/* A file the server answers itself, so a plain link. */}
        <a href={OPENAPI_URL}>
          <FileJson aria-hidden="true" />
          OpenAPI document (JSON)
        </a>
      </Button>
    </header>
  )
}

function ErrorsSection({ errors }: { errors: NonNullable<ApiReference['errors']> }) {
  return (
    <section aria-labelledby={ERRORS_ANCHOR} data-slot="api-errors">
      <h2 id={ERRORS_ANCHOR} className="docs-h2">
        Errors
      </h2>
      <p className="mt-4 text-muted-foreground leading-relaxed">
        Every failure answers with the same JSON body, <code className="font-mono text-foreground">{ERROR_SCHEMA}</code>
        ; <code className="font-mono text-foreground">code</code> tells the failures apart and{' '}
        <code className="font-mono text-foreground">field</code> names the input at fault.
      </p>
      <FieldList fields={errors.fields} className="mt-4" />
      {errors.codes.length > 0 ? (
        <ReferenceTable label="Error codes" columns={['Code', 'HTTP status']} className="max-w-md">
          {errors.codes.map(({ code, status }) => (
            <tr key={code}>
              <td>
                <code className="wrap-anywhere font-mono text-[0.8125rem]">{code}</code>
              </td>
              <td className="font-mono text-[0.8125rem]">{status ?? '—'}</td>
            </tr>
          ))}
        </ReferenceTable>
      ) : null}
    </section>
  )
}

/**
 * The API reference, made from the server's OpenAPI document: a sidebar of operations by tag on
 * wide screens (a menu that opens above the content on narrow ones), the shared errors, then every
 * operation with its parameters, request body and responses.
 */
export function ApiReferencePage({ document }: { document: OpenApiDocument }) {
  const reference = React.useMemo(() => buildReference(document), [document])
  const toc = React.useMemo<TableOfContents>(
    () =>
      reference.groups.flatMap((group) =>
        group.operations.map((operation) => ({ title: operation.summary, url: `#${operation.id}`, depth: 3 })),
      ),
    [reference],
  )
  const sidebar = React.useRef<HTMLDivElement>(null)
  return (
    <AnchorProvider toc={toc} single>
      <div data-slot="api-reference" className="mx-auto flex w-full max-w-screen-2xl flex-1 px-4 sm:px-6">
        <div className="hidden w-64 shrink-0 border-r lg:block xl:w-72">
          <div
            ref={sidebar}
            className="sticky top-14 h-[calc(100svh-3.5rem)] overflow-y-auto overscroll-contain py-8 pr-3"
          >
            {/* The entry of the operation in view is kept in view inside the sidebar as the page scrolls. */}
            <ScrollProvider containerRef={sidebar}>
              <OperationNav reference={reference} idPrefix="api-sidebar" spy />
            </ScrollProvider>
          </div>
        </div>
        <div className="min-w-0 flex-1 py-8 lg:py-10 lg:pl-10">
          <div className="max-w-4xl">
            <ReferenceHeader reference={reference} />
            <details data-slot="api-operations-menu" className="group mt-8 rounded-lg border lg:hidden">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-4 py-3 font-medium text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
                <span>
                  Operations <span className="font-normal text-muted-foreground">({reference.operationCount})</span>
                </span>
                <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
              </summary>
              <div className="border-t px-2 py-3">
                <OperationNav reference={reference} idPrefix="api-menu" onNavigate={closeMenu} />
              </div>
            </details>
            {reference.errors ? <ErrorsSection errors={reference.errors} /> : null}
            {reference.groups.map((group) => (
              <section key={group.id} aria-labelledby={group.id} data-slot="api-tag">
                <h2 id={group.id} className="docs-h2">
                  {group.name}
                </h2>
                {group.description ? (
                  <RichText text={group.description} className="mt-4 text-muted-foreground leading-relaxed" />
                ) : null}
                {group.operations.map((operation) => (
                  <OperationSection key={operation.id} operation={operation} />
                ))}
              </section>
            ))}
          </div>
        </div>
      </div>
    </AnchorProvider>
  )
}
