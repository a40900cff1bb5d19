console.log(JSON.stringify(differenceBy([2.1, 1.2], [2.3, 3.4], Math.floor)));
console.log(JSON.stringify(differenceBy([{ x: 2 }, { x: 1 }], [{ x: 1 }], v => v.x)));
console.log(JSON.stringify(differenceBy(['Apple', 'pear'], ['APPLE'], s => s.toLowerCase())));
console.log(JSON.stringify(differenceBy([], [1], Math.floor)));
