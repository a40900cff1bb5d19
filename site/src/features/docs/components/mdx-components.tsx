import { Link } from '@tanstack/react-router'
import type * as React from 'react'
import { Button } from '@/components/ui/button'
import { builtItem, publishedDocsSidebar } from '../catalog'
import { installCommand, registryItemUrl, shadcnCommand, snipstackCommand } from '../install-commands'
import type { MdxComponents } from '../loaders'
import { useOrigin } from '../use-browser'
import { CommandLine, PackageManagerCommands } from './command-block'
import { proseComponents } from './prose-components'

/** `<Cli args="add marquee" />`: the snipstack command for the visitor's package manager. */
function Cli({ args }: { args: string }) {
  return <PackageManagerCommands>{(pm) => <CommandLine command={snipstackCommand(pm, args)} />}</PackageManagerCommands>
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
  return <>{origin || 'https://<this-site>'}</>
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

/** `<TemplateAvailability paid />`: how to get a template, without promising a download that does not exist. */
function TemplateAvailability({ paid = false }: { paid?: boolean }) {
  return (
    <div className="not-prose my-6 flex flex-col gap-4 rounded-xl border bg-muted/30 p-5 sm:flex-row sm:items-center">
      <p className="flex-1 text-sm leading-relaxed">
        {paid ? (
          <>
            This template is part of <strong>Snipstack Pro</strong>, with 50+ blocks and templates for landing pages.
            Plans and checkout open soon.
          </>
        ) : (
          <>
            This template is <strong>free</strong>. It is on its way to the templates area; every component it uses can
            be installed today.
          </>
        )}
      </p>
      <Button asChild size="sm" variant={paid ? 'default' : 'outline'}>
        {paid ? <Link to="/pro">See Snipstack Pro</Link> : <Link to="/templates">Browse templates</Link>}
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
  Steps,
  ComponentList,
  ItemLink,
  TemplateAvailability,
}
