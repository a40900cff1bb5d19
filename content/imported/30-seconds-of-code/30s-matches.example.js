const book = { title: 'Dune', author: 'Herbert', year: 1965 }
console.log(matches(book, { author: 'Herbert' }))
console.log(matches(book, { author: 'Herbert', year: 1965 }))
console.log(matches(book, { year: '1965' }))
console.log(matches(book, { pages: undefined }))
console.log(matches(book, {}))
