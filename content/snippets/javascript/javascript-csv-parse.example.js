const csv = [
  '\uFEFFid,name,notes',
  '1,"Smith, Jane","Said ""hi"" twice"',
  '2,Bob,"Line one',
  'line two"',
  '3,,',
  '4,Émile',
].join('\r\n') + '\r\n'

for (const row of parseCsv(csv)) console.log(JSON.stringify(row))

const people = csvToObjects(csv)
console.log(people.length, JSON.stringify(people[1]))
console.log(JSON.stringify(people[3]))

console.log(JSON.stringify(parseCsv('a;b;"c;d"\n1;2;3', { delimiter: ';' })))
console.log(JSON.stringify(parseCsv('')))

try {
  parseCsv('id,comment\n1,"never closed')
} catch (error) {
  console.log(`${error.name}: ${error.message}`)
}
