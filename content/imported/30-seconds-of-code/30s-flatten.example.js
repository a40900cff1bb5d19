console.log(JSON.stringify(flatten([1, [2], 3, 4])));
console.log(JSON.stringify(flatten([1, [2, [3, [4, 5], 6], 7], 8], 2)));
console.log(JSON.stringify(flatten([1, [2, [3, [4]]]], Infinity)));
console.log(JSON.stringify(flatten([[], [[]]])));
console.log(JSON.stringify(flatten([])));
