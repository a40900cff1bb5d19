const a = { tags: ['js'], count: 1, owner: 'ann' }
const b = { tags: 'css', count: 2 }
const c = { count: 3, extra: true }
console.log(JSON.stringify(merge(a, b, c)))
console.log(JSON.stringify(merge({ x: 1 })))
console.log(JSON.stringify(merge()))
