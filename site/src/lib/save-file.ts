/**
 * Hands `data` to the browser as a download named `name`, through a temporary link to it: the way
 * to save what a script holds (a snippet's code, a zip fetched with the session's token).
 */
export function saveFile(name: string, data: Blob) {
  const url = URL.createObjectURL(data)
  try {
    const anchor = document.createElement('a')
    anchor.href = url
    anchor.download = name
    anchor.rel = 'noopener'
    document.body.append(anchor)
    anchor.click()
    anchor.remove()
  } finally {
    // The click has handed the file to the browser; revoking later lets slow browsers read it first.
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  }
}
