console.log(JSON.stringify(uniqueElements([1, 2, 2, 3, 1, 4])));
console.log(JSON.stringify(uniqueElements(['a', 'A', 'a'])));
// 1 and '1' are different values
console.log(JSON.stringify(uniqueElements([1, '1', 1])));
console.log(JSON.stringify(uniqueElements([])));
