import type { fromMarkdown } from 'mdast-util-from-markdown'
import type * as React from 'react'

type Root = ReturnType<typeof fromMarkdown>

type Node = Root | Root['children'][number]
type Definitions = Map<string, { url: string; title?: string | null | undefined }> & { headingShift?: number }

/**
 * Link targets a Markdown body may use: web and mail addresses and paths on this site. Anything
 * else (javascript:, data:, …) is dropped and the link text stays.
 */
export function safeHref(url: string): string | undefined {
  const trimmed = url.trim()
  if (/^(\/(?!\/)|#)/.test(trimmed)) return trimmed
  try {
    const parsed = new URL(trimmed)
    return ['http:', 'https:', 'mailto:'].includes(parsed.protocol) ? parsed.href : undefined
  } catch {
    return undefined
  }
}

const externalProps = (href: string) =>
  /^https?:/.test(href) ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {}

/**
 * A Markdown body (a snippet's, a template's README) as React elements (CommonMark), from its
 * syntax tree (markdown-tree.ts), so raw HTML in the text shows as text and no JSX or script runs;
 * images become links (the page fetches nothing remote) and unsafe link targets are dropped.
 */
export function renderMarkdown(tree: Root): React.ReactNode {
  const definitions: Definitions = new Map()
  let topDepth = 6
  for (const node of tree.children) {
    if (node.type === 'definition') definitions.set(node.identifier, { url: node.url, title: node.title })
    if (node.type === 'heading') topDepth = Math.min(topDepth, node.depth)
  }
  // The page's title is the h1, so the body's top headings become h2 and the rest keep their order.
  definitions.headingShift = 2 - topDepth
  return renderChildren(tree, definitions)
}

function renderChildren(node: Node, definitions: Definitions): React.ReactNode {
  if (!('children' in node)) return null
  return (node.children as Node[]).map((child, index) => renderNode(child, index, definitions))
}

function link(key: number, url: string, title: string | null | undefined, children: React.ReactNode) {
  const href = safeHref(url)
  if (!href) return <span key={key}>{children}</span>
  return (
    <a key={key} href={href} title={title ?? undefined} {...externalProps(href)}>
      {children}
    </a>
  )
}

function renderNode(node: Node, key: number, definitions: Definitions): React.ReactNode {
  const children = () => renderChildren(node, definitions)
  switch (node.type) {
    case 'paragraph':
      return <p key={key}>{children()}</p>
    case 'heading': {
      const Tag = `h${Math.min(Math.max(node.depth + (definitions.headingShift ?? 1), 2), 6)}` as 'h2'
      return <Tag key={key}>{children()}</Tag>
    }
    case 'thematicBreak':
      return <hr key={key} />
    case 'blockquote':
      return <blockquote key={key}>{children()}</blockquote>
    case 'list':
      return node.ordered ? (
        <ol key={key} start={node.start ?? undefined}>
          {children()}
        </ol>
      ) : (
        <ul key={key}>{children()}</ul>
      )
    case 'listItem':
      // Tight list items hold their text without paragraph spacing.
      return (
        <li key={key}>
          {node.spread
            ? children()
            : node.children.map((child, index) =>
                child.type === 'paragraph' ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: Markdown nodes have no identity but their position
                  <span key={index}>{renderChildren(child, definitions)}</span>
                ) : (
                  renderNode(child, index, definitions)
                ),
              )}
        </li>
      )
    case 'code':
      return (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a long line scrolls sideways and must be reachable by keyboard
        <pre key={key} tabIndex={0}>
          <code>{node.value}</code>
        </pre>
      )
    case 'html':
    case 'text':
      return node.value
    case 'inlineCode':
      return <code key={key}>{node.value}</code>
    case 'emphasis':
      return <em key={key}>{children()}</em>
    case 'strong':
      return <strong key={key}>{children()}</strong>
    case 'break':
      return <br key={key} />
    case 'link':
      return link(key, node.url, node.title, children())
    case 'linkReference': {
      const definition = definitions.get(node.identifier)
      return definition ? link(key, definition.url, definition.title, children()) : <span key={key}>{children()}</span>
    }
    case 'image':
      return link(key, node.url, node.title, node.alt || node.url)
    case 'imageReference': {
      const definition = definitions.get(node.identifier)
      return definition ? link(key, definition.url, definition.title, node.alt) : node.alt
    }
    default:
      // Definitions are used by their references; nothing else CommonMark parses reaches here.
      return null
  }
}
