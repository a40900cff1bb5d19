const titles = [
  'Hello, World!',
  'Crème Brûlée — A Beginner’s Guide',
  'Straße & Smørrebrød in Łódź',
  "Don't Panic: 42 Tips",
  '  ---Already--dashed---  ',
  'ＦＵＬＬＷＩＤＴＨ Ｔｅｘｔ ①',
  '日本語のタイトル',
]
for (const title of titles) console.log(JSON.stringify(slugify(title)))

console.log(slugify('Snake Case Please', { separator: '_' }))
console.log(slugify('How to build a fast search index with tries', { maxLength: 20 }))
console.log(slugify('Supercalifragilisticexpialidocious words', { maxLength: 10 }))
