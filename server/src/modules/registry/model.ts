/**
 * Stands for the serving origin inside the built registry files; registry/src/build.ts writes the
 * same token. Substituted per request so that installs resolve `registryDependencies` from the
 * server that answered.
 */
export const ORIGIN_TOKEN = '{{registry-origin}}'

/** Item names are kebab-case file names; anything else can never name a file in the registry. */
export const itemNamePattern = /^[a-z0-9][a-z0-9-]{0,63}$/

/** One answer of the registry: the body with origins filled in and its validator. */
export type RegistryDocument = { body: string; etag: string; contentType: string }

export const jsonType = 'application/json; charset=utf-8'
export const textType = 'text/plain; charset=utf-8'
export const markdownType = 'text/markdown; charset=utf-8'
