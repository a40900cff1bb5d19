console.log(JSON.stringify(deepFlatten([1, [2], [[3], 4], 5])));
console.log(JSON.stringify(deepFlatten([[[[['deep']]]], 'shallow'])));
console.log(JSON.stringify(deepFlatten([[], [[]]])));
console.log(JSON.stringify(deepFlatten([])));
