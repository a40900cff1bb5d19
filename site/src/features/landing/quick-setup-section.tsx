import { snipstackCommand } from '@snipstack/contracts/install-commands'
import { cn } from '@snipstack/ui/lib/utils'
import { Check, Copy } from 'lucide-react'
import { Fragment } from 'react'
import { Container } from '@/components/page/container'
import { browserCliSource, useCliSource } from '@/lib/cli-command'
import { copyToClipboard } from '@/lib/clipboard'
import { PRODUCT_NAME } from '@/lib/config'
import { useCopied } from '@/lib/use-copied'
import { commandParts } from './command-parts'
import { setupSteps } from './landing-data'
import { SectionHeading } from './section-heading'

/** `copyValue`, when given, is read at the press: a press replayed after hydration copies what the page shows then. */
function CommandCopyButton({ command, copyValue }: { command: string; copyValue?: () => string }) {
  const { copied, markCopied } = useCopied()
  const copy = async () => {
    try {
      await copyToClipboard(copyValue ? copyValue() : command)
      markCopied()
    } catch (error) {
      // A failed command copy is only logged; the command stays visible to select by hand
      // (docs/product.md, Landing page).
      console.error('Could not copy the command', error)
    }
  }
  return (
    <button
      type="button"
      onClick={copy}
      aria-label={copied ? 'Copied' : `Copy command: ${command}`}
      data-copied={copied || undefined}
      className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-zinc-400 transition-colors hover:bg-zinc-800 hover:text-zinc-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-400"
    >
      {copied ? (
        <Check className="size-4 text-emerald-400" aria-hidden="true" />
      ) : (
        <Copy className="size-4" aria-hidden="true" />
      )}
    </button>
  )
}

/** A line of a command as tall as the copy button beside it, so a one-line command sits level with it. */
const commandLine = 'py-2 text-xs leading-4 sm:py-1.5 sm:text-sm sm:leading-5'

export function QuickSetupSection() {
  const source = useCliSource()
  return (
    <section aria-labelledby="setup-title" className="border-t py-24 sm:py-28">
      <Container>
        <SectionHeading
          id="setup-title"
          eyebrow="Quick setup"
          title="From zero to shipped in four steps"
          description={`The ${PRODUCT_NAME} CLI copies components straight into your project. No runtime dependency on us — the code is yours.`}
        />
        <ol className="mt-14 grid gap-5 md:grid-cols-2">
          {setupSteps.map((step, index) => {
            const command = 'cli' in step ? snipstackCommand('npm', step.cli, source) : step.command
            const copyValue = 'cli' in step ? () => snipstackCommand('npm', step.cli, browserCliSource()) : undefined
            return (
              <li key={step.title} className="flex min-w-0 flex-col rounded-2xl border bg-card p-6 shadow-sm">
                <div className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground text-sm"
                  >
                    {index + 1}
                  </span>
                  <h3 className="font-semibold text-lg">
                    <span className="sr-only">{`Step ${index + 1}: `}</span>
                    {step.title}
                  </h3>
                </div>
                <p className="mt-3 flex-1 text-muted-foreground text-sm leading-relaxed">{step.description}</p>
                <div className="mt-5 flex items-start gap-3 rounded-lg border border-zinc-800 bg-zinc-950 py-1.5 pr-1.5 pl-4 font-mono text-zinc-100">
                  <span aria-hidden="true" className={cn(commandLine, 'select-none text-emerald-400')}>
                    $
                  </span>
                  {/* The whole command shows, wrapping on narrow screens at its spaces and between the parts of a
                      URL (anywhere only when one part is wider than the box): nothing is cut off out of sight. */}
                  <code className={cn(commandLine, 'min-w-0 flex-1 whitespace-normal [overflow-wrap:anywhere]')}>
                    {commandParts(command).map((part, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one command, in their order
                      <Fragment key={index}>
                        {index > 0 ? <wbr /> : null}
                        {part}
                      </Fragment>
                    ))}
                  </code>
                  <CommandCopyButton command={command} copyValue={copyValue} />
                </div>
              </li>
            )
          })}
        </ol>
      </Container>
    </section>
  )
}
