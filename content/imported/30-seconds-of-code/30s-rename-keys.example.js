const user = { name: 'Ada', job: 'Engineer', shoeSize: 38 };
console.log(JSON.stringify(renameKeys({ name: 'firstName', job: 'role' }, user)));
// Keys not in the map keep their name, and the original object is unchanged
console.log(JSON.stringify(renameKeys({ missing: 'x' }, user)));
console.log(JSON.stringify(user));
console.log(JSON.stringify(renameKeys({ a: 'b' }, {})));
