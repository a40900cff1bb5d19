import {
  SNIPPET_ATTACHMENT_MAX_BYTES,
  type SnippetDetail,
  snippetAttachmentExtensions,
  snippetCategories,
  snippetLanguages,
} from '@snipstack/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { Paperclip, Send } from 'lucide-react'
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react'
import { HighlightedCodeBlock } from '@/components/code/highlighted-code'
import { Field, useValidatedForm } from '@/components/form/form-controls'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { PendingLabel } from '@/components/ui/spinner'
import { NativeSelect, Textarea } from '@/components/ui/textarea'
import { UploadProgress } from '@/components/ui/upload-progress'
import { isUploadFailure } from '@/lib/api/member-upload'
import { toast } from '@/lib/toast'
import { forgetSnippets, writeSnippet } from './submit-api'
import {
  emptySubmitValues,
  type SubmitField,
  type SubmitValues,
  submitFields,
  toSubmission,
  validateSubmission,
  valuesOf,
} from './submit-form-rules'
import { useHighlighted } from './use-highlighted'

export const SUBMIT_FALLBACK_ERROR = 'Your snippet could not be saved.'

type Props = {
  /** The author's snippet when editing; a new snippet otherwise. */
  snippet?: SnippetDetail
}

/**
 * /snippets/submit (and `?edit={slug}` for its author): the form, validated with the shared
 * contract, sent with the upload call of docs/product.md (API and errors) so the bar follows the
 * bytes actually sent. A published snippet opens on its own page.
 */
export function SubmitSnippetForm({ snippet }: Props) {
  const editing = Boolean(snippet)
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const fileId = useId()
  const [file, setFile] = useState<File | null>(null)
  // Validation reads the file from here, so a check right after choosing one sees it.
  const fileRef = useRef<File | null>(null)
  const [removeAttachment, setRemoveAttachment] = useState(false)
  const [progress, setProgress] = useState<number | null>(null)
  const { formRef, values, errors, update, bind, check, showFailure, showErrors } = useValidatedForm<
    SubmitValues,
    SubmitField
  >({
    fields: submitFields,
    initial: () => (snippet ? valuesOf(snippet) : emptySubmitValues),
    validate: (next) => validateSubmission(next, fileRef.current),
  })
  const highlighted = useHighlighted(values.code, values.language)
  const sending = progress !== null

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending || !check()) return
    setProgress(0)
    try {
      const saved = await writeSnippet({
        values: {
          ...toSubmission(values),
          ...(editing && removeAttachment && !file ? { remove_attachment: true } : {}),
        },
        file,
        ...(snippet ? { slug: snippet.slug } : {}),
        onProgress: setProgress,
      })
      await forgetSnippets(queryClient)
      toast.success(editing ? 'Snippet updated' : 'Snippet published', { description: saved.title })
      await navigate({ to: '/snippets/$slug', params: { slug: saved.slug } })
    } catch (failure) {
      setProgress(null)
      if (isUploadFailure(failure)) {
        if (failure.status === 401) return
        const field = submitFields.find((name) => name === failure.field)
        if (field) showErrors({ [field]: failure.message })
        else toast.error(failure.message || SUBMIT_FALLBACK_ERROR)
      } else {
        showFailure(failure, SUBMIT_FALLBACK_ERROR)
      }
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-label={editing ? 'Edit snippet' : 'Submit a snippet'}
      className="grid gap-6"
    >
      <Field id="snippet-title" label="Title" error={errors.title}>
        {(control) => <Input {...control} {...bind('title')} maxLength={120} />}
      </Field>
      <Field id="snippet-description" label="Description" error={errors.description}>
        {(control) => <Textarea {...control} {...bind('description')} rows={2} />}
      </Field>
      <div className="grid gap-6 sm:grid-cols-2">
        <ChoiceField label="Language" choices={snippetLanguages} error={errors.language} {...bind('language')} />
        <ChoiceField label="Category" choices={snippetCategories} error={errors.category} {...bind('category')} />
      </div>
      <Field id="snippet-tags" label="Tags (comma-separated, optional)" error={errors.tags}>
        {(control) => <Input {...control} {...bind('tags')} placeholder="react, hooks, state" />}
      </Field>
      <Field id="snippet-code" label="Code" error={errors.code}>
        {(control) => (
          <Textarea
            {...control}
            {...bind('code')}
            rows={12}
            spellCheck={false}
            autoCapitalize="off"
            autoCorrect="off"
            className="font-mono text-[0.8125rem] leading-relaxed"
          />
        )}
      </Field>
      {values.code.trim() ? (
        <section aria-label="Highlighted preview" className="overflow-hidden rounded-lg border bg-muted/30">
          <p className="border-b px-4 py-2 font-mono text-muted-foreground text-xs">Preview</p>
          <HighlightedCodeBlock
            code={values.code}
            highlighted={highlighted}
            tabIndex={0}
            role="region"
            aria-label="Code preview"
            className="max-h-80 overflow-auto p-4 font-mono text-[0.8125rem] leading-relaxed"
          />
        </section>
      ) : null}
      <Field id="snippet-mdx" label="Notes in Markdown (optional)" error={errors.mdx}>
        {(control) => (
          <Textarea
            {...control}
            {...bind('mdx')}
            rows={6}
            placeholder={'## Usage\n\nWhat it does, how to use it, what to watch out for.'}
          />
        )}
      </Field>
      <Field
        id={fileId}
        label={`Attachment (optional, a text file up to ${SNIPPET_ATTACHMENT_MAX_BYTES / 1024} KB)`}
        error={errors.file}
      >
        {(control) => (
          <div className="grid gap-2">
            <input
              {...control}
              type="file"
              name="file"
              accept={snippetAttachmentExtensions.map((extension) => `.${extension}`).join(',')}
              className="text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5 file:font-medium file:text-sm hover:file:bg-muted"
              onChange={(e) => {
                const chosen = e.target.files?.[0] ?? null
                fileRef.current = chosen
                setFile(chosen)
                // After a first submit, messages follow the input: check again with the new file.
                update('code', values.code)
              }}
            />
            {snippet?.attachment ? (
              <label className="flex items-center gap-2 text-muted-foreground text-sm">
                <input
                  type="checkbox"
                  checked={removeAttachment}
                  onChange={(e) => setRemoveAttachment(e.target.checked)}
                />
                <Paperclip aria-hidden="true" className="size-4" />
                Remove the attached {snippet.attachment.name}
              </label>
            ) : null}
          </div>
        )}
      </Field>
      {sending ? <UploadProgress value={progress ?? 0} /> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="lg" disabled={sending}>
          <PendingLabel pending={sending} pendingText="Publishing..." icon={<Send aria-hidden="true" />}>
            {editing ? 'Save changes' : 'Publish snippet'}
          </PendingLabel>
        </Button>
        <Button asChild variant="ghost" size="lg">
          {snippet ? (
            <Link to="/snippets/$slug" params={{ slug: snippet.slug }}>
              Cancel
            </Link>
          ) : (
            <Link to="/snippets">Cancel</Link>
          )}
        </Button>
      </div>
    </form>
  )
}

type ChoiceFieldProps = {
  label: string
  choices: readonly string[]
  error?: string | undefined
  name: string
  value: string
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void
}

/** A required choice from a fixed list, starting on 'Choose a …'. */
function ChoiceField({ label, choices, error, ...select }: ChoiceFieldProps) {
  return (
    <Field id={`snippet-${select.name}`} label={label} error={error}>
      {(control) => (
        <NativeSelect {...control} {...select}>
          <option value="">Choose a {label.toLowerCase()}</option>
          {choices.map((choice) => (
            <option key={choice}>{choice}</option>
          ))}
        </NativeSelect>
      )}
    </Field>
  )
}
