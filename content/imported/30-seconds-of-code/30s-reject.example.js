console.log(JSON.stringify(reject(n => n % 2 === 0, [1, 2, 3, 4, 5])))
console.log(JSON.stringify(reject(word => word.length > 4, ['apple', 'pear', 'banana', 'fig'])))
console.log(JSON.stringify(reject((n, i) => i === 0, ['x', 'y', 'z'])))
console.log(JSON.stringify(reject(() => true, [1, 2])))
