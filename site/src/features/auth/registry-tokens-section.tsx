import {
  proRegistryEntry,
  REGISTRY_TOKEN_ENV,
  REGISTRY_TOKENS_PER_ACCOUNT,
  type RegistryToken,
  type RegistryTokenCreatedResponse,
  registryTokenBody,
} from '@snipstack/contracts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { KeyRound, Trash2 } from 'lucide-react'
import type { FormEvent } from 'react'
import { useState } from 'react'
import { CopyButton } from '@/components/code/copy-button'
import { Field, useValidatedForm } from '@/components/form/form-controls'
import { type FieldErrors, fieldErrorsFrom, submitFailure } from '@/components/form/form-errors'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { PendingLabel } from '@/components/ui/spinner'
import { api } from '@/lib/api/api-client'
import { readContract } from '@/lib/api/contract-json'
import { apiFailure } from '@/lib/api/create-api-client'
import { mediumDate } from '@/lib/date-format'
import { toast } from '@/lib/toast'
import { useOrigin } from '@/lib/use-browser'
import { AccountSection } from './account-page'

const tokensKey = ['pro', 'tokens'] as const

const tokensApi = {
  list: async () => (await readContract(api.get('pro/tokens'), 'registryTokensResponse')).tokens,
  create: (name: string) => readContract(api.post('pro/tokens', { json: { name } }), 'registryTokenCreatedResponse'),
  revoke: (id: string) => readContract(api.delete(`pro/tokens/${id}`), 'okResponse'),
}

const fields = ['name'] as const
type NameValues = { name: string }

function validate(values: NameValues): FieldErrors<'name'> {
  const result = registryTokenBody.safeParse(values)
  return result.success ? {} : fieldErrorsFrom<'name'>(result.error.issues, fields)
}

/**
 * `/settings`, Registry tokens (README, Registry tokens): make, name, list and revoke the tokens
 * the CLIs fetch the registry with. A new token is shown once, here, and never again.
 */
export function RegistryTokensSection() {
  const [created, setCreated] = useState<RegistryTokenCreatedResponse | null>(null)
  return (
    <AccountSection
      id="settings-registry-tokens"
      title="Registry tokens"
      description={`Our CLI and shadcn's send a token to the registry as ${REGISTRY_TOKEN_ENV} to install items as you. Each token is shown once; revoke any you no longer use.`}
    >
      <div className="grid gap-6">
        <NewTokenForm onCreated={setCreated} />
        {created ? <NewTokenNotice created={created} onDone={() => setCreated(null)} /> : null}
        <TokenList />
      </div>
    </AccountSection>
  )
}

function NewTokenForm({ onCreated }: { onCreated: (created: RegistryTokenCreatedResponse) => void }) {
  const queryClient = useQueryClient()
  const { formRef, values, errors, bind, check, reset, showFailure } = useValidatedForm({
    fields,
    initial: { name: '' },
    validate,
  })
  const create = useMutation({ mutationFn: tokensApi.create })
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!check()) return
    create.mutate(values.name, {
      onSuccess: (made) => {
        reset({ name: '' })
        onCreated(made)
        void queryClient.invalidateQueries({ queryKey: tokensKey })
      },
      onError: (failure) => {
        if (apiFailure(failure).status === 401) return
        showFailure(failure, 'The token could not be made.')
      },
    })
  }
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-label="New registry token"
      className="flex flex-wrap items-end gap-3"
    >
      <Field id="settings-token-name" label="Token name" error={errors.name} className="min-w-56 flex-1">
        {(control) => <Input {...control} {...bind('name')} placeholder="Laptop, CI…" autoComplete="off" />}
      </Field>
      {/* Keeps the button level with the input while an error shows under it. */}
      <div className={errors.name ? 'mb-7' : undefined}>
        <Button type="submit" disabled={create.isPending}>
          <PendingLabel pending={create.isPending} pendingText="Making token...">
            <KeyRound aria-hidden="true" />
            Make token
          </PendingLabel>
        </Button>
      </div>
    </form>
  )
}

function NewTokenNotice({ created, onDone }: { created: RegistryTokenCreatedResponse; onDone: () => void }) {
  // Shown only after a token is made in the browser, where the origin is known.
  const entry = JSON.stringify({ registries: proRegistryEntry(useOrigin()) }, null, 2)
  return (
    <div role="status" data-slot="new-registry-token" className="grid gap-3 rounded-lg border bg-muted/40 p-4 text-sm">
      <p className="font-medium">“{created.token.name}” is made. Copy it now: it is not shown again.</p>
      <div className="flex items-center gap-2 rounded-md border bg-background px-3 py-2">
        <code data-slot="registry-token-secret" className="min-w-0 flex-1 break-all font-mono text-xs">
          {created.secret}
        </code>
        <CopyButton value={created.secret} label="token" />
      </div>
      <p className="text-muted-foreground">
        Set <code className="font-mono">{REGISTRY_TOKEN_ENV}</code> to it where you run the CLI, and add this to your
        project's <code className="font-mono">components.json</code>:
      </p>
      <div className="relative rounded-md border bg-background">
        <pre className="overflow-x-auto p-3 font-mono text-xs">{entry}</pre>
        <CopyButton value={entry} label="components.json entry" className="absolute top-1 right-1" />
      </div>
      <div>
        <Button variant="outline" size="sm" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  )
}

function TokenList() {
  const tokens = useQuery({ queryKey: tokensKey, queryFn: tokensApi.list, retry: false })
  if (tokens.isPending) return <p className="text-muted-foreground text-sm">Loading your tokens…</p>
  if (tokens.isError) {
    return (
      <p role="alert" className="text-red-600 text-sm dark:text-red-400">
        Your tokens could not be loaded.{' '}
        <Button variant="link" className="h-auto p-0" onClick={() => void tokens.refetch()}>
          Try again
        </Button>
      </p>
    )
  }
  if (tokens.data.length === 0) return <p className="text-muted-foreground text-sm">You have no registry tokens.</p>
  return (
    <div className="grid gap-2">
      <ul aria-label="Your registry tokens" className="divide-y rounded-lg border">
        {tokens.data.map((token) => (
          <TokenRow key={token.id} token={token} />
        ))}
      </ul>
      <p className="text-muted-foreground text-xs">
        {tokens.data.length} of {REGISTRY_TOKENS_PER_ACCOUNT} tokens
      </p>
    </div>
  )
}

function TokenRow({ token }: { token: RegistryToken }) {
  const queryClient = useQueryClient()
  const revoke = useMutation({
    mutationFn: () => tokensApi.revoke(token.id),
    onSuccess: () => {
      toast.success(`Token “${token.name}” revoked`)
      void queryClient.invalidateQueries({ queryKey: tokensKey })
    },
    onError: (failure) => {
      if (apiFailure(failure).status === 401) return
      const outcome = submitFailure(failure, [], 'The token could not be revoked. Please try again.')
      toast.error('toast' in outcome ? outcome.toast : outcome.message)
    },
  })
  return (
    <li data-slot="registry-token" className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-sm">
      <div className="min-w-0 flex-1">
        <p className="font-medium">{token.name}</p>
        <p className="text-muted-foreground text-xs">
          <span className="font-mono">…{token.last_four}</span> · Made {mediumDate.format(new Date(token.created_at))} ·{' '}
          {token.last_used_at ? `Last used ${mediumDate.format(new Date(token.last_used_at))}` : 'Never used'}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        disabled={revoke.isPending}
        aria-label={`Revoke token ${token.name}`}
        onClick={() => revoke.mutate()}
      >
        <Trash2 aria-hidden="true" />
        <PendingLabel pending={revoke.isPending} pendingText="Revoking...">
          Revoke
        </PendingLabel>
      </Button>
    </li>
  )
}
