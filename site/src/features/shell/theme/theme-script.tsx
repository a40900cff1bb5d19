import { useRouter } from '@tanstack/react-router'
import { themeScriptSource } from './theme'

/**
 * Put in <head>: applies the stored theme before the first paint. The server renders it with
 * the request's CSP nonce; the script then removes itself and the client renders nothing, so
 * hydration sees identical markup and the nonce never has to reach the browser bundle.
 */
export function ThemeScript() {
  const router = useRouter()
  if (!router.isServer) return null
  return (
    <script
      nonce={router.options.ssr?.nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant built from our own literals, no user input
      dangerouslySetInnerHTML={{ __html: themeScriptSource }}
    />
  )
}
