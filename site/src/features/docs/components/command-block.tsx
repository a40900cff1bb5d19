import { PRO_REGISTRY_NAMESPACE, proRegistryEntry, REGISTRY_TOKEN_ENV } from '@snipstack/contracts'
import { Link } from '@tanstack/react-router'
import { Tabs as TabsPrimitive } from 'radix-ui'
import type * as React from 'react'
import { CopyButton } from '@/components/code/copy-button'
import { PillTrigger } from '@/components/ui/tabs'
import { browserCliSource, useCliSource } from '@/lib/cli-command'
import { useOrigin } from '@/lib/use-browser'
import {
  type PackageManager,
  packageManagers,
  registryItemUrl,
  shadcnCommand,
  snipstackCommand,
} from '../install-commands'
import { usePackageManager } from '../package-manager-store'

/** One shell command on one line, with a copy button. */
export function CommandLine({ command, copyValue }: { command: string; copyValue?: () => string }) {
  return (
    <div data-slot="command" className="flex items-center gap-3 py-1.5 pr-1.5 pl-4 font-mono text-sm">
      <span aria-hidden className="select-none text-muted-foreground">
        $
      </span>
      <code
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a long command scrolls sideways on phones and must be reachable by keyboard
        tabIndex={0}
        className="min-w-0 flex-1 overflow-x-auto whitespace-nowrap rounded-sm py-1.5 outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {command}
      </code>
      <CopyButton value={copyValue ?? command} label={`command: ${command}`} />
    </div>
  )
}

type PackageManagerCommandsProps = {
  /** Renders the command(s) for the chosen package manager. */
  children: (pm: PackageManager) => React.ReactNode
  label?: string
}

/**
 * Commands with a package-manager switch (npm, pnpm, yarn, bun). The choice is shared by every
 * switch on the page and remembered for the next visit.
 */
export function PackageManagerCommands({ children, label = 'Package manager' }: PackageManagerCommandsProps) {
  const [pm, setPm] = usePackageManager()
  return (
    <TabsPrimitive.Root
      value={pm}
      onValueChange={(value) => setPm(value as PackageManager)}
      data-slot="package-manager-commands"
      className="docs-code my-4 overflow-hidden rounded-lg border"
    >
      <TabsPrimitive.List aria-label={label} className="flex items-center gap-1 border-b bg-muted/40 px-2 py-1.5">
        {packageManagers.map((name) => (
          <PillTrigger key={name} value={name}>
            {name}
          </PillTrigger>
        ))}
      </TabsPrimitive.List>
      {packageManagers.map((name) => (
        <TabsPrimitive.Content
          key={name}
          value={name}
          className="outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
        >
          {children(name)}
        </TabsPrimitive.Content>
      ))}
    </TabsPrimitive.Root>
  )
}

/**
 * Our CLI running `args`, in the form that works for the site showing it: this instance's own
 * package (its origin filled in once in the browser), or the npm package the operator declared.
 */
export function SnipstackCommandLine({ pm, args }: { pm: PackageManager; args: string }) {
  const source = useCliSource()
  return (
    <CommandLine
      command={snipstackCommand(pm, args, source)}
      copyValue={() => snipstackCommand(pm, args, browserCliSource())}
    />
  )
}

/** `add <name>` with a package-manager switch, then the same install through shadcn's CLI. */
export function AddCommands({ name }: { name: string }) {
  const origin = useOrigin()
  return (
    <PackageManagerCommands>
      {(pm) => (
        <>
          <SnipstackCommandLine pm={pm} args={`add ${name}`} />
          <p className="border-t border-dashed px-4 pt-2 text-muted-foreground text-xs">or with the shadcn CLI</p>
          <CommandLine
            command={shadcnCommand(pm, registryItemUrl(origin, name))}
            copyValue={() => shadcnCommand(pm, registryItemUrl(window.location.origin, name))}
          />
        </>
      )}
    </PackageManagerCommands>
  )
}

/**
 * How to install a Pro item: through the project's `@snipstack-pro` registry entry, which sends the
 * account's registry token. The registry gives a paid item's code to no one else (README, Paid
 * registry items), so the plain `add <name>` would only meet its 401.
 */
export function ProAddCommands({ name }: { name: string }) {
  const origin = useOrigin()
  const entry = (at: string) => JSON.stringify({ registries: proRegistryEntry(at) }, null, 2)
  const target = `${PRO_REGISTRY_NAMESPACE}/${name}`
  return (
    <div data-slot="pro-install" className="grid gap-3">
      <p className="text-muted-foreground text-sm">
        A Pro item: the registry sends its code to a registry token of an account with Pro. Make a token in{' '}
        <Link to="/settings" className="font-medium text-foreground underline underline-offset-4">
          Settings
        </Link>
        , set <code className="font-mono">{REGISTRY_TOKEN_ENV}</code> to it where you run the CLI, and add this to your
        project's <code className="font-mono">components.json</code>:
      </p>
      <div className="relative rounded-md border bg-muted/40">
        <pre className="overflow-x-auto p-3 font-mono text-xs">{entry(origin)}</pre>
        <CopyButton
          value={() => entry(window.location.origin)}
          label="components.json entry"
          className="absolute top-1 right-1"
        />
      </div>
      <PackageManagerCommands>
        {(pm) => (
          <>
            <SnipstackCommandLine pm={pm} args={`add ${target}`} />
            <p className="border-t border-dashed px-4 pt-2 text-muted-foreground text-xs">or with the shadcn CLI</p>
            <CommandLine command={shadcnCommand(pm, target)} />
          </>
        )}
      </PackageManagerCommands>
    </div>
  )
}
