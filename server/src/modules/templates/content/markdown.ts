/** A Markdown code fence, so README bodies can hold fenced blocks without escaping every backtick. */
export const fence = '```'
