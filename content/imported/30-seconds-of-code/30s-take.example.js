console.log(JSON.stringify(take([1, 2, 3, 4], 2)));
// Without n, the first element only
console.log(JSON.stringify(take([1, 2, 3])));
console.log(JSON.stringify(take([1, 2, 3], 0)));
// Asking for more than there is returns them all
console.log(JSON.stringify(take([1, 2, 3], 10)));
console.log(JSON.stringify(take([], 2)));
