/**
 * The toasts for code a visitor copies, downloads or shares: a snippet's, and a template file's,
 * which uses the copy messages as the snippets have them.
 */
export const snippetToasts = {
  copied: ['Copied!', 'Code snippet copied to clipboard'],
  copyFailed: ['Error', 'Failed to copy to clipboard'],
  downloaded: ['Downloaded!', 'Code snippet downloaded successfully'],
  downloadFailed: ['Error', 'Failed to download snippet'],
  linkCopied: ['Link copied!', 'Snippet link copied to clipboard'],
} as const
