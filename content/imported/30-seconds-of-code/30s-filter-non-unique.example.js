console.log(JSON.stringify(filterNonUnique([1, 2, 2, 3, 4, 4, 5])));
console.log(JSON.stringify(filterNonUnique(['a', 'b', 'a'])));
console.log(JSON.stringify(filterNonUnique([1, '1']))); // strict comparison
console.log(JSON.stringify(filterNonUnique([7, 7])));
console.log(JSON.stringify(filterNonUnique([])));
