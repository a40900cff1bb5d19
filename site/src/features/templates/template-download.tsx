import { templateDownloadUrl, templateZipName } from '@snipstack/contracts/template-constants'
import type { KyInstance } from 'ky'
import { Download } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { api } from '@/lib/api/api-client'
import { apiFailure } from '@/lib/api/create-api-client'
import { saveFile } from '@/lib/save-file'
import { useSessionUser } from '@/lib/session/use-auth-hydrated'
import { toast } from '@/lib/toast'

const downloadFailedToast = ['The template could not be downloaded', 'Please try again.'] as const

/**
 * Fetches a free template's zip through the app's API client, which sends the session's token, so
 * that the download is recorded under the member's account, and saves it as `{slug}.zip`.
 */
export async function downloadTemplate(slug: string, client: KyInstance = api): Promise<void> {
  const zip = await client.get(`templates/${encodeURIComponent(slug)}/download`).blob()
  saveFile(templateZipName(slug), zip)
}

/**
 * A click the page may answer itself: the main button with no key held. With one, the visitor
 * asks the browser for something of its own (a new tab or window, a save dialog), which the
 * link's own download still gives them.
 */
export const isPlainClick = (event: Pick<MouseEvent, 'button' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'>) =>
  event.button === 0 && !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey

/**
 * Download for a free template: a plain link to the zip, which works for visitors, before the
 * page's script has run and without JavaScript. A link carries no token (the session lives in
 * localStorage), so once a member's session is known a click fetches the zip with it instead.
 */
export function TemplateDownloadLink({ slug }: { slug: string }) {
  const user = useSessionUser()
  const [pending, setPending] = useState(false)

  const download = async (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (!user || !isPlainClick(event)) return
    event.preventDefault()
    if (pending) return
    setPending(true)
    try {
      await downloadTemplate(slug)
    } catch (error) {
      const failure = apiFailure(error)
      // A 401 has already said 'Unauthorized' and ended the session; the link downloads from now on.
      if (failure.status === 401) return
      const [title, fallback] = downloadFailedToast
      toast.error(title, { description: failure.message ?? fallback })
    } finally {
      setPending(false)
    }
  }

  return (
    <Button asChild size="lg">
      <a
        href={templateDownloadUrl(slug)}
        download={templateZipName(slug)}
        onClick={download}
        aria-busy={pending || undefined}
        data-slot="template-download"
      >
        <Download aria-hidden="true" />
        Download
      </a>
    </Button>
  )
}
