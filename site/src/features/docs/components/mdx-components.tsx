import { Link } from '@tanstack/react-router'
import type * as React from 'react'
import { CodeFrame, PlainCode } from '@/components/code/code-frame'
import { proseComponents } from '@/components/prose-components'
import { Button } from '@/components/ui/button'
import { TemplateDemo } from '@/features/blocks/template-demo'
import { browserCliSource, UNKNOWN_ORIGIN, useCliSource } from '@/lib/cli-command'
import { PRODUCT_NAME } from '@/lib/config'
import type { MdxComponents } from '@/lib/mdx'
import { blocksAndTemplates } from '@/lib/registry-counts'
import { useOrigin } from '@/lib/use-browser'
import { builtItem, publishedDocsSidebar } from '../catalog'
import { installCommand, registryItemUrl, shadcnCommand } from '../install-commands'
import { type McpSnippetKind, mcpClientSnippet, mcpShellCommand } from '../mcp-config'
import { AddCommands, CommandLine, PackageManagerCommands, SnipstackCommandLine } from './command-block'

/** `<Cli args="add marquee" />`: the snipstack command for the visitor's package manager. */
function Cli({ args }: { args: string }) {
  return <PackageManagerCommands>{(pm) => <SnipstackCommandLine pm={pm} args={args} />}</PackageManagerCommands>
}

/** `<Install packages="clsx tailwind-merge" dev />`: installs npm packages with the chosen package manager. */
function Install({ packages, dev = false }: { packages: string; dev?: boolean }) {
  const list = packages.split(/\s+/).filter(Boolean)
  const flag = dev ? ' -D' : ''
  return (
    <PackageManagerCommands>
      {(pm) => <CommandLine command={`${installCommand(pm, list)}${flag}`} />}
    </PackageManagerCommands>
  )
}

/** `<Shadcn item="marquee" />`: shadcn's CLI installing an item from this site's registry. */
function Shadcn({ item }: { item: string }) {
  const origin = useOrigin()
  return (
    <PackageManagerCommands>
      {(pm) => (
        <CommandLine
          command={shadcnCommand(pm, registryItemUrl(origin, item))}
          copyValue={() => shadcnCommand(pm, registryItemUrl(window.location.origin, item))}
        />
      )}
    </PackageManagerCommands>
  )
}

/** `<Origin />`: this site's origin, for URLs in prose (filled in once in the browser). */
function Origin() {
  const origin = useOrigin()
  return <>{origin || UNKNOWN_ORIGIN}</>
}

/** `<McpCommand />`: what an MCP client starts (`npx -y <package> mcp`), as text for prose. */
function McpCommand() {
  return <>{mcpShellCommand(useCliSource())}</>
}

/**
 * `<McpConfig client="cursor" />`: a client's configuration for our MCP server, with a copy button;
 * `registry` makes it read that registry rather than this site's.
 */
function McpConfig({ client, registry }: { client: McpSnippetKind; registry?: string }) {
  const { title, code } = mcpClientSnippet(client, useCliSource(), registry)
  return (
    <CodeFrame
      title={title}
      copyText={() => mcpClientSnippet(client, browserCliSource(), registry).code}
      copyLabel="command"
    >
      <PlainCode>{code}</PlainCode>
    </CodeFrame>
  )
}

/** `<Steps>` of `### headings`: numbered by CSS so the MDX stays plain markdown. */
function Steps({ children }: { children: React.ReactNode }) {
  return <div className="docs-steps-md">{children}</div>
}

/** `<ComponentList />`: every component that has a page, grouped as in the sidebar. */
function ComponentList() {
  const sections = publishedDocsSidebar
    .filter((section) => section.title !== 'Getting Started' && section.title !== 'Templates')
    .map((section) => ({ title: section.title, items: section.items.filter((item) => !item.disabled) }))
    .filter((section) => section.items.length > 0)
  return (
    <div className="not-prose my-6 grid gap-6 sm:grid-cols-2">
      {sections.map((section) => (
        <section key={section.title} aria-label={section.title} className="rounded-xl border p-4">
          <h3 className="font-semibold text-sm">{section.title}</h3>
          <ul className="mt-2 space-y-1">
            {section.items.map((item) => (
              <li key={item.href}>
                <Link to={item.href} className="docs-link text-sm">
                  {item.title}
                </Link>
                <span className="text-muted-foreground text-sm">
                  {' '}
                  — {builtItem(item.href.replace('/components/', ''))?.description}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

/** `<ItemLink name="globe">Globe</ItemLink>`: a link once the component has a page, plain text until then. */
function ItemLink({ name, children }: { name: string; children: React.ReactNode }) {
  if (!builtItem(name)) return <>{children}</>
  return (
    <Link to="/components/$slug" params={{ slug: name }} className="docs-link">
      {children}
    </Link>
  )
}

/**
 * `<TemplateAvailability paid />` or `<TemplateAvailability item="portfolio-template" />`: how to get
 * a template. A free one installs like any block; a paid one is part of Pro.
 */
function TemplateAvailability({ paid = false, item }: { paid?: boolean; item?: string }) {
  if (!paid && item) {
    return (
      <div data-slot="template-availability" className="not-prose my-6">
        <p className="mb-3 text-sm leading-relaxed">
          This template is <strong>free</strong>. One command adds it to your project as{' '}
          <code className="font-mono text-xs">components/{item}.tsx</code>, with every block and component it uses.
        </p>
        <AddCommands name={item} />
      </div>
    )
  }
  return (
    <div
      data-slot="template-availability"
      className="not-prose my-6 flex flex-col gap-4 rounded-xl border bg-muted/30 p-5 sm:flex-row sm:items-center"
    >
      <p className="flex-1 text-sm leading-relaxed">
        This template is part of <strong>{PRODUCT_NAME} Pro</strong>, with {blocksAndTemplates} for landing pages. Plans
        and checkout open soon.
      </p>
      <Button asChild size="sm">
        <Link to="/pro">See {PRODUCT_NAME} Pro</Link>
      </Button>
    </div>
  )
}

/** Elements and shortcodes available to every MDX page of the docs. */
export const mdxComponents: MdxComponents = {
  ...proseComponents,
  Cli,
  Install,
  Shadcn,
  Origin,
  McpCommand,
  McpConfig,
  Steps,
  ComponentList,
  ItemLink,
  TemplateAvailability,
  TemplateDemo,
}
