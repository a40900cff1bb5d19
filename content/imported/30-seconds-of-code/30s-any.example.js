console.log(any([0, 1, 2, 0], x => x >= 2));
console.log(any([0, 1], x => x >= 2));
console.log(any([0, null, 'x'])); // no predicate: is any value truthy?
console.log(any([0, '', null]));
console.log(any([], x => true)); // an empty array never passes
