const data = [2, 4, 4, 4, 5, 5, 7, 9];
// Sample standard deviation (divides by n - 1)
console.log(standardDeviation(data).toFixed(4));
// Population standard deviation (divides by n)
console.log(standardDeviation(data, true));
console.log(standardDeviation([5, 5, 5]));
// One value: the sample deviation is undefined, the population one is 0
console.log(standardDeviation([7]), standardDeviation([7], true));
