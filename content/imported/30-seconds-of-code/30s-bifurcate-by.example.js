console.log(JSON.stringify(bifurcateBy(['beep', 'boop', 'foo', 'bar'], x => x[0] === 'b')));
console.log(JSON.stringify(bifurcateBy([1, 2, 3, 4, 5, 6], n => n % 2 === 0)));
console.log(JSON.stringify(bifurcateBy(['a', 'b', 'c', 'd'], (x, i) => i < 1))); // the index is passed too
console.log(JSON.stringify(bifurcateBy([], () => true)));
