console.log(deepEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] }))
console.log(deepEqual({ a: 1 }, { a: 1, b: undefined }))
console.log(deepEqual(new Date('2024-01-01'), new Date('2024-01-01T00:00:00Z')))
console.log(deepEqual(new Map([['x', [1]]]), new Map([['x', [1]]])))
console.log(deepEqual(new Set([1, 2]), new Set([2, 1])))
console.log(deepEqual(NaN, NaN), deepEqual(0, -0))
console.log(deepEqual(new Uint8Array([1, 2]), new Uint8Array([1, 3])))
console.log(deepEqual([1, 2], { 0: 1, 1: 2, length: 2 }))

const a = { name: 'loop' }
a.self = a
const b = { name: 'loop' }
b.self = b
console.log(deepEqual(a, b))
