export function parseCsv(text, { delimiter = ',' } = {}) {
  const rows = []
  let row = []
  let field = ''
  let quoted = false
  // Spreadsheet exports often start with a byte order mark that would stick to the first header.
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0

  for (; i < text.length; i++) {
    const char = text[i]
    if (quoted) {
      if (char !== '"') field += char
      else if (text[i + 1] === '"') {
        field += '"'
        i++
      } else quoted = false
    } else if (char === '"' && field === '') {
      quoted = true
    } else if (char === delimiter) {
      row.push(field)
      field = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++
      row.push(field)
      rows.push(row)
      row = []
      field = ''
    } else {
      field += char
    }
  }

  if (quoted) throw new SyntaxError('Unterminated quoted field at end of input')
  // A final line without a newline still counts; a trailing newline adds no empty row.
  if (field !== '' || row.length > 0) {
    row.push(field)
    rows.push(row)
  }
  return rows
}

export function csvToObjects(text, options) {
  const [header = [], ...rows] = parseCsv(text, options)
  return rows.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])))
}
