export { REGISTRY_ORIGIN_TOKEN as ORIGIN_TOKEN } from '@snipstack/contracts'

export const itemUrl = (origin: string, name: string) => `${origin}/r/${name}.json`

/** An item's docs as Markdown, beside its JSON, so a registry base is all a client needs to find both. */
export const itemDocsUrl = (origin: string, name: string) => `${origin}/r/${name}.md`
