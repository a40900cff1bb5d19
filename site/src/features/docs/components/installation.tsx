import { copiedInPlace, installedPath, manualPlan } from '@snipstack/registry/manual-steps'
import type { ItemMeta } from '@snipstack/ui/meta'
import { Link } from '@tanstack/react-router'
import type * as React from 'react'
import { HighlightedFile } from '@/components/code/highlighted-file'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { registryItems } from '../catalog'
import { installCommand } from '../install-commands'
import { loadItemCss, loadItemSource } from '../loaders'
import { AddCommands, CommandLine, PackageManagerCommands } from './command-block'

function Step({ title, children }: { title: React.ReactNode; children?: React.ReactNode }) {
  return (
    <li className="docs-step relative pb-6 pl-10 last:pb-0">
      <h3 className="font-semibold text-base leading-7">{title}</h3>
      <div className="mt-1 text-muted-foreground text-sm leading-relaxed">{children}</div>
    </li>
  )
}

/** Each file of an item, highlighted as it lands in the project. */
function SourceFiles({ files }: { files: ItemMeta['files'] }) {
  return files.map((file) => (
    <HighlightedFile
      key={file.path}
      id={`source:${file.path}`}
      load={loadItemSource(file.path)}
      title={installedPath(file)}
    />
  ))
}

function ManualInstall({ item }: { item: ItemMeta }) {
  const { dependencies, requires, css } = manualPlan(item, registryItems)
  return (
    <ol className="docs-steps mt-6">
      {dependencies.length > 0 && (
        <Step title="Install the dependencies">
          <PackageManagerCommands>
            {(pm) => <CommandLine command={installCommand(pm, dependencies)} />}
          </PackageManagerCommands>
        </Step>
      )}
      {requires.map((dep) =>
        copiedInPlace(dep) ? (
          <Step key={dep.name} title={`Add ${dep.title}, which it uses`}>
            <p>{dep.description}</p>
            <SourceFiles files={dep.files} />
          </Step>
        ) : (
          <Step key={dep.name} title={`Install ${dep.title} first`}>
            <p>
              {item.title} builds on{' '}
              <Link to="/components/$slug" params={{ slug: dep.name }} className="docs-link">
                {dep.title}
              </Link>
              ; follow its installation steps, then come back here.
            </p>
          </Step>
        ),
      )}
      <Step title="Copy the source into your project">
        <p>
          Save each file at the path in its title, inside the folder your <code>@/</code> alias points at (
          <code>src/</code> in a Vite project).
        </p>
        <SourceFiles files={item.files} />
      </Step>
      {css.length > 0 && (
        <Step title="Add the CSS to your stylesheet">
          <p>
            Paste this into the CSS file that imports Tailwind (for example <code>src/index.css</code> or{' '}
            <code>app/globals.css</code>). It defines the theme variables and keyframes the component needs.
          </p>
          {css.map((entry) => (
            <HighlightedFile
              key={entry.name}
              id={`css:${entry.name}`}
              load={loadItemCss(entry.name)}
              title="globals.css"
            />
          ))}
        </Step>
      )}
      <Step title="Check the import paths">
        <p>
          The source imports <code>@/lib/…</code>, <code>@/hooks/…</code> and <code>@/components/ui/…</code>; change
          them if your project uses other aliases.
        </p>
      </Step>
    </ol>
  )
}

/** Installation tabs of a component page: the CLI one-liner, or the same steps by hand. */
export function Installation({ item }: { item: ItemMeta }) {
  return (
    <Tabs defaultValue="cli" data-slot="installation">
      <TabsList aria-label="Installation method">
        <TabsTrigger value="cli">CLI</TabsTrigger>
        <TabsTrigger value="manual">Manual</TabsTrigger>
      </TabsList>
      <TabsContent value="cli">
        <AddCommands name={item.name} />
      </TabsContent>
      <TabsContent value="manual">
        <ManualInstall item={item} />
      </TabsContent>
    </Tabs>
  )
}
