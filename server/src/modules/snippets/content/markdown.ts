/** A Markdown code fence, so snippet bodies can hold fenced blocks without escaping every backtick. */
export const fence = '```'
