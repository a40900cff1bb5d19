const users = [{ id: 'u1', name: 'Ann' }, { id: 'u2', name: 'Bob' }];
console.log(JSON.stringify(toHash(users, 'id')));
// Without a key, the index is used
console.log(JSON.stringify(toHash(['x', 'y'])));
// Any array-like works, such as a string
console.log(JSON.stringify(toHash('ab')));
console.log(JSON.stringify(toHash([], 'id')));
