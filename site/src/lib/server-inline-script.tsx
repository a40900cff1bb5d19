import { useRouter } from '@tanstack/react-router'

/**
 * A script the server writes into the page to run before the first paint, with the request's CSP
 * nonce. The source must remove its own element (`document.currentScript.remove()`); the client
 * renders nothing, so hydration finds identical markup and the nonce never reaches the bundle.
 */
export function ServerInlineScript({ source }: { source: string }) {
  const router = useRouter()
  if (!router.isServer) return null
  return (
    <script
      nonce={router.options.ssr?.nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: constants built from our own literals, no user input
      dangerouslySetInnerHTML={{ __html: source }}
    />
  )
}
