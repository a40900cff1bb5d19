import type { User } from '@snipstack/contracts'
import { AVATAR_MAX_BYTES, AVATAR_MAX_PIXELS, AVATAR_TYPES, authMessages } from '@snipstack/contracts/auth-constants'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ImageUp, Trash2 } from 'lucide-react'
import { type ChangeEvent, useId, useRef, useState } from 'react'
import { FieldError } from '@/components/form/form-controls'
import { submitFailure } from '@/components/form/form-errors'
import { Button } from '@/components/ui/button'
import { PendingLabel } from '@/components/ui/spinner'
import { UploadProgress } from '@/components/ui/upload-progress'
import { apiFailure } from '@/lib/api/create-api-client'
import { isUploadFailure, uploadAsMember } from '@/lib/api/member-upload'
import { toast } from '@/lib/toast'
import { authApi, showAccount } from './auth-api'
import { UserAvatar } from './user-avatar'

/**
 * The checks a browser can make before sending anything: the declared type and the size. The
 * server reads the bytes themselves (and the size in pixels) and answers with the same words.
 */
export function avatarFileProblem(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return authMessages.avatarType
  if (file.size > AVATAR_MAX_BYTES) return authMessages.avatarSize
  return undefined
}

/**
 * The profile's picture: upload one (the upload call of docs/product.md, API and errors, with its
 * progress) or remove it. The header's avatar follows at once, through the stored account.
 */
export function AvatarPicker({ user }: { user: User }) {
  const queryClient = useQueryClient()
  const inputRef = useRef<HTMLInputElement>(null)
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const [error, setError] = useState<string>()
  const [progress, setProgress] = useState<number | null>(null)

  const saved = (next: User, message: string) => {
    showAccount(queryClient, next)
    setError(undefined)
    toast.success(message)
  }

  const remove = useMutation({
    mutationFn: authApi.removeAvatar,
    onSuccess: (next) => saved(next, 'Picture removed'),
    onError: (failure) => {
      if (apiFailure(failure).status === 401) return
      const outcome = submitFailure(failure, [], 'Your picture could not be removed. Please try again.')
      setError('toast' in outcome ? outcome.toast : outcome.message)
    },
  })

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    // The same file may be chosen again after a failure.
    event.target.value = ''
    if (!file) return
    const problem = avatarFileProblem(file)
    if (problem) {
      setError(problem)
      return
    }
    setError(undefined)
    setProgress(0)
    try {
      const answer = await uploadAsMember({ url: '/api/auth/me/avatar', file, onProgress: setProgress }, 'meResponse')
      saved(answer.user, 'Picture updated')
    } catch (failure) {
      if (isUploadFailure(failure) && failure.status === 401) return
      setError(isUploadFailure(failure) ? failure.message : 'Your picture could not be uploaded. Please try again.')
    } finally {
      setProgress(null)
    }
  }

  const busy = progress !== null || remove.isPending
  return (
    // The section around it is headed 'Picture'; the group says what its controls do, not the same word again.
    <fieldset data-slot="avatar-picker" aria-label="Change your picture" className="grid min-w-0 gap-3">
      <div className="flex flex-wrap items-center gap-4">
        <UserAvatar name={`${user.first_name} ${user.last_name}`} src={user.avatar_url} className="size-14 text-base" />
        <div className="flex flex-wrap gap-2">
          <input
            ref={inputRef}
            id={`${id}-file`}
            type="file"
            name="file"
            accept={AVATAR_TYPES.join(',')}
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={onChoose}
          />
          <Button
            type="button"
            variant="outline"
            disabled={busy}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            aria-invalid={error ? true : undefined}
            onClick={() => inputRef.current?.click()}
          >
            <PendingLabel pending={progress !== null} icon={<ImageUp aria-hidden="true" />}>
              Upload picture
            </PendingLabel>
          </Button>
          {user.avatar_url ? (
            <Button type="button" variant="ghost" disabled={busy} onClick={() => remove.mutate()}>
              <Trash2 aria-hidden="true" />
              Remove picture
            </Button>
          ) : null}
        </div>
      </div>
      <p id={hintId} className="text-muted-foreground text-xs">
        PNG, JPEG, WebP or GIF, at most {AVATAR_MAX_BYTES / 1024} KB and {AVATAR_MAX_PIXELS} × {AVATAR_MAX_PIXELS}{' '}
        pixels.
      </p>
      {progress !== null ? <UploadProgress value={progress} label="Picture upload progress" /> : null}
      <div aria-live="polite">
        <FieldError id={errorId} message={error} />
      </div>
    </fieldset>
  )
}
