const record = { a: 1, b: '2', c: 3, d: null }
console.log(JSON.stringify(pickBy(record, x => typeof x === 'number')))
console.log(JSON.stringify(pickBy(record, (value, key) => key !== 'a' && value !== null)))
console.log(JSON.stringify(pickBy(record, () => false)))
