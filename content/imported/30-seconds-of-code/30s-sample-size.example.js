const nums = [1, 2, 3, 4, 5];
const two = sampleSize(nums, 2);
console.log(two.length, two.every(n => nums.includes(n)), new Set(two).size);
// Without n, one element
console.log(sampleSize(nums).length);
// n larger than the array: every element once, in some order
console.log(JSON.stringify(sampleSize(nums, 10).sort((a, b) => a - b)));
console.log(JSON.stringify(sampleSize([], 3)));
console.log(JSON.stringify(nums)); // input is not modified
