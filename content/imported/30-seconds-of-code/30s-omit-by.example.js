const record = { a: 1, b: '2', c: 3, d: null }
console.log(JSON.stringify(omitBy(record, x => typeof x === 'number')))
console.log(JSON.stringify(omitBy(record, (value, key) => key === 'a' || value === null)))
console.log(JSON.stringify(omitBy({}, () => true)))
