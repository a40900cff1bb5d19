import { ServerInlineScript } from '@/lib/server-inline-script'
import { themeScriptSource } from './theme'

/** Put in <head>: applies the stored theme before the first paint. */
export function ThemeScript() {
  return <ServerInlineScript source={themeScriptSource} />
}
