const words = ['beep', 'boop', 'foo', 'bar'];
console.log(JSON.stringify(bifurcate(words, [true, true, false, true])));
console.log(JSON.stringify(bifurcate([1, 2, 3], [1, 0, 'yes']))); // truthy/falsy values
console.log(JSON.stringify(bifurcate([1, 2], [false, false])));
console.log(JSON.stringify(bifurcate([], [])));
