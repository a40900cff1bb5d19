const closeEnough = (a, b) => Math.round(a) === Math.round(b);
console.log(JSON.stringify(intersectionWith([1, 1.2, 1.5, 3, 0], [1.9, 3, 0, 3.9], closeEnough)));
const sameName = (a, b) => a.name.toLowerCase() === b.name.toLowerCase();
console.log(JSON.stringify(intersectionWith([{ name: 'Ada' }, { name: 'Bob' }], [{ name: 'ADA' }], sameName)));
console.log(JSON.stringify(intersectionWith([1, 2], [], (a, b) => a === b)));
