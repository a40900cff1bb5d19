/** Prefix tree for autocomplete; each word carries a weight (popularity, frequency) for ranking. */
export class Trie {
  #root = { children: new Map(), word: null, weight: 0 }

  insert(word, weight = 1) {
    let node = this.#root
    for (const char of word.toLowerCase()) {
      if (!node.children.has(char)) node.children.set(char, { children: new Map(), word: null, weight: 0 })
      node = node.children.get(char)
    }
    // Keep the original spelling for display while matching case-insensitively.
    node.word = word
    node.weight = weight
    return this
  }

  #find(prefix) {
    let node = this.#root
    for (const char of prefix.toLowerCase()) {
      node = node.children.get(char)
      if (!node) return null
    }
    return node
  }

  has(word) {
    return this.#find(word)?.word != null
  }

  /** Up to `limit` words starting with `prefix`, heaviest first, then alphabetical. */
  suggest(prefix, limit = 5) {
    const start = this.#find(prefix)
    if (!start) return []
    const found = []
    // An explicit stack avoids recursion limits on very long words.
    const stack = [start]
    while (stack.length > 0) {
      const node = stack.pop()
      if (node.word !== null) found.push(node)
      for (const child of node.children.values()) stack.push(child)
    }
    return found
      .sort((a, b) => b.weight - a.weight || a.word.localeCompare(b.word))
      .slice(0, limit)
      .map((node) => node.word)
  }
}
