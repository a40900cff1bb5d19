/**
 * Stands for the origin that serves the registry (`https://snipstack.dev`, `http://localhost:3000`).
 * The build cannot know it, so the server substitutes it per request: a registry served from
 * localhost then resolves its own `registryDependencies` from localhost.
 */
export const ORIGIN_TOKEN = '{{registry-origin}}'

export const itemUrl = (origin: string, name: string) => `${origin}/r/${name}.json`

/** An item's docs as Markdown, beside its JSON, so a registry base is all a client needs to find both. */
export const itemDocsUrl = (origin: string, name: string) => `${origin}/r/${name}.md`
