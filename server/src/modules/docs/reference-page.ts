import { errorCodes } from '@snipstack/contracts'
import { statusByCode } from '../../lib/errors'
import type { JsonSchema, OpenApiDocument, Operation } from './openapi'

const errorRef = '#/components/schemas/ErrorResponse'

const methods = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'] as const

const escapeHtml = (value: unknown) => String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Escaped text in which `backticks` become code, the only markup descriptions use. */
const inline = (value: unknown) => escapeHtml(value).replace(/`([^`]+)`/g, '<code>$1</code>')

const anchor = (method: string, path: string) =>
  `${method}-${path}`
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/-+$/, '')
    .toLowerCase()

type Context = { doc: OpenApiDocument; seen: Set<string> }

function resolve(schema: JsonSchema, ctx: Context): { schema: JsonSchema; name?: string } {
  const ref = schema.$ref
  if (typeof ref !== 'string') return { schema }
  const name = ref.split('/').pop() ?? ref
  return { schema: ctx.doc.components.schemas[name] ?? {}, name }
}

/** A one-line type such as `string (date-time)`, `"a" | "b"` or `array of string`. */
function typeLabel(raw: JsonSchema, ctx: Context): string {
  const { schema, name } = resolve(raw, ctx)
  if (name) return name
  if ('const' in schema) return JSON.stringify(schema.const)
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ')
  const union = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined
  if (Array.isArray(union)) return union.map((s) => typeLabel(s, ctx)).join(' | ')
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : String(schema.type ?? 'any')
  if (type === 'array' && schema.items) return `array of ${typeLabel(schema.items as JsonSchema, ctx)}`
  return schema.format ? `${type} (${schema.format})` : type
}

const constraintKeys = ['minLength', 'maxLength', 'minimum', 'maximum', 'minItems', 'maxItems', 'default'] as const

function constraints(schema: JsonSchema): string {
  const parts = constraintKeys.filter((k) => k in schema).map((k) => `${k} ${JSON.stringify(schema[k])}`)
  return parts.length ? ` <span class="muted">${escapeHtml(parts.join(', '))}</span>` : ''
}

/** The object a schema describes (directly, through a $ref or as array items), if any. */
function objectOf(raw: JsonSchema, ctx: Context): { schema: JsonSchema; ref?: string } | undefined {
  const { schema, name } = resolve(raw, ctx)
  if (schema.type === 'array' && schema.items) return objectOf(schema.items as JsonSchema, ctx)
  if (schema.properties && typeof schema.properties === 'object') return { schema, ref: name }
  return undefined
}

function propertiesHtml(raw: JsonSchema, ctx: Context, depth = 0): string {
  const target = objectOf(raw, ctx)
  // Recursive schemas and very deep nesting stop at the type label.
  if (!target || depth > 6 || (target.ref && ctx.seen.has(target.ref))) return ''
  if (target.ref) ctx.seen.add(target.ref)
  const required = new Set((target.schema.required as string[] | undefined) ?? [])
  const items = Object.entries(target.schema.properties as Record<string, JsonSchema>).map(([key, property]) => {
    const description = property.description ? ` — ${inline(property.description)}` : ''
    const flag = required.has(key) ? ' <span class="required">required</span>' : ''
    return `<li><code>${escapeHtml(key)}</code> <span class="type">${escapeHtml(typeLabel(property, ctx))}</span>${flag}${constraints(property)}${description}${propertiesHtml(property, ctx, depth + 1)}</li>`
  })
  if (target.ref) ctx.seen.delete(target.ref)
  return `<ul class="schema">${items.join('')}</ul>`
}

function schemaHtml(schema: JsonSchema | undefined, ctx: Context): string {
  if (!schema) return ''
  // The error body is the same everywhere and described once, under Errors.
  if (schema.$ref === errorRef) return '<p><a class="type" href="#errors">ErrorResponse</a></p>'
  return `<p><span class="type">${escapeHtml(typeLabel(schema, ctx))}</span></p>${propertiesHtml(schema, ctx)}`
}

function operationHtml(method: string, path: string, operation: Operation, ctx: Context): string {
  const parts = [
    `<article id="${anchor(method, path)}">`,
    `<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>`,
  ]
  if (operation.summary) parts.push(`<p class="summary">${escapeHtml(operation.summary)}</p>`)
  if (operation.description) parts.push(`<p>${inline(operation.description)}</p>`)
  if (operation.parameters?.length) {
    const rows = operation.parameters.map(
      (p) =>
        `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${escapeHtml(p.in)}</td><td>${escapeHtml(p.schema ? typeLabel(p.schema, ctx) : 'any')}${p.schema ? constraints(p.schema) : ''}</td><td>${p.required ? 'yes' : 'no'}</td><td>${inline(p.description ?? '')}</td></tr>`,
    )
    parts.push(
      '<h4>Parameters</h4><table><thead><tr><th>Name</th><th>In</th><th>Type</th><th>Required</th><th>Description</th></tr></thead>',
      `<tbody>${rows.join('')}</tbody></table>`,
    )
  }
  const body = operation.requestBody?.content
  if (body) {
    const [type, media] = Object.entries(body)[0] ?? []
    if (type) {
      parts.push(`<h4>Request body <span class="muted">${escapeHtml(Object.keys(body).join(', '))}</span></h4>`)
      parts.push(schemaHtml(media?.schema, ctx))
    }
  }
  parts.push('<h4>Responses</h4><dl>')
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    const media = response.content?.['application/json'] ?? Object.values(response.content ?? {})[0]
    parts.push(
      `<dt>${escapeHtml(status)}</dt><dd>${inline(response.description ?? '')}${schemaHtml(media?.schema, ctx)}</dd>`,
    )
  }
  parts.push('</dl></article>')
  return parts.join('\n')
}

const styles = `
:root { color-scheme: light dark; --fg: #1c1917; --muted: #78716c; --line: #e7e5e4; --bg: #fff; --code: #f5f5f4; }
@media (prefers-color-scheme: dark) { :root { --fg: #e7e5e4; --muted: #a8a29e; --line: #292524; --bg: #0c0a09; --code: #1c1917; } }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.55 system-ui, sans-serif; color: var(--fg); background: var(--bg); }
header, main { max-width: 60rem; margin: 0 auto; padding: 1.5rem; }
header { border-bottom: 1px solid var(--line); }
h1 { margin: 0 0 .25rem; font-size: 1.75rem; }
h2 { margin-top: 2.5rem; border-bottom: 1px solid var(--line); padding-bottom: .25rem; }
h3 { margin: 2rem 0 .5rem; font-size: 1.1rem; }
h4 { margin: 1rem 0 .25rem; font-size: .95rem; }
a { color: inherit; }
code { font: 13px ui-monospace, monospace; background: var(--code); padding: .1rem .3rem; border-radius: .25rem; }
.muted, .version { color: var(--muted); font-weight: normal; font-size: .85em; }
.summary { font-weight: 600; }
.method { display: inline-block; min-width: 4.2rem; text-align: center; font: 700 12px ui-monospace, monospace; padding: .2rem .4rem; border-radius: .25rem; color: #fff; background: #57534e; }
.method.get { background: #15803d; } .method.post { background: #1d4ed8; } .method.delete { background: #b91c1c; }
.method.put, .method.patch { background: #a16207; }
.type { font: 13px ui-monospace, monospace; color: #7c3aed; }
.required { font-size: .75rem; color: #b91c1c; }
ul.schema { margin: .25rem 0; padding-left: 1.25rem; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: .35rem .5rem; border-bottom: 1px solid var(--line); vertical-align: top; }
dt { font-weight: 700; margin-top: .5rem; } dd { margin-left: 1.25rem; }
nav ul { columns: 2; padding-left: 1.25rem; }
`

/** The API reference as one self-contained page: no scripts, no assets from elsewhere. */
export function renderReferencePage(doc: OpenApiDocument, nonce: string): string {
  const ctx: Context = { doc, seen: new Set() }
  const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    methods.filter((m) => item[m]).map((method) => ({ method, path, operation: item[method] as Operation })),
  )
  const groups = new Map<string, typeof operations>()
  for (const entry of operations) {
    const tag = entry.operation.tags?.[0] ?? 'Other'
    groups.set(tag, [...(groups.get(tag) ?? []), entry])
  }
  const nav = operations
    .map(
      ({ method, path, operation }) =>
        `<li><a href="#${anchor(method, path)}">${method.toUpperCase()} <code>${escapeHtml(path)}</code></a>${operation.summary ? ` — ${escapeHtml(operation.summary)}` : ''}</li>`,
    )
    .join('')
  const sections = [...groups].map(([tag, entries]) => {
    const description = doc.tags?.find((t) => t.name === tag)?.description
    return [
      `<section><h2>${escapeHtml(tag)}</h2>`,
      description ? `<p>${inline(description)}</p>` : '',
      ...entries.map((e) => operationHtml(e.method, e.path, e.operation, ctx)),
      '</section>',
    ].join('\n')
  })
  const codes = errorCodes
    .map((code) => `<tr><td><code>${code}</code></td><td>${statusByCode[code]}</td></tr>`)
    .join('')
  const title = `${doc.info.title} reference`
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<meta name="description" content="${escapeHtml(doc.info.description ?? title)}">
<link rel="icon" href="data:,">
<style nonce="${escapeHtml(nonce)}">${styles}</style>
</head>
<body>
<header>
<h1>${escapeHtml(doc.info.title)} <span class="version">v${escapeHtml(doc.info.version)}</span></h1>
${doc.info.description ? `<p>${inline(doc.info.description)}</p>` : ''}
<p>Machine-readable: <a href="/api/openapi.json">OpenAPI ${escapeHtml(doc.openapi)} document (JSON)</a></p>
</header>
<main>
<nav aria-label="Operations"><h2>Operations</h2><ul>${nav}</ul></nav>
<section id="errors"><h2>Errors</h2>
<p>Every failure answers with the same JSON body, <code>ErrorResponse</code>:</p>
${propertiesHtml({ $ref: errorRef }, ctx)}
<table><thead><tr><th>Code</th><th>Status</th></tr></thead><tbody>${codes}</tbody></table>
</section>
${sections.join('\n')}
</main>
</body>
</html>`
}
