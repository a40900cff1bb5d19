console.log([1, 2, 3, 4, 10].map(toOrdinalSuffix).join(' '));
// 11 to 19 always take "th"
console.log([11, 12, 13, 21, 22, 23].map(toOrdinalSuffix).join(' '));
console.log([101, 111, 112, 1003].map(toOrdinalSuffix).join(' '));
// Strings of digits work too
console.log(toOrdinalSuffix('42'), toOrdinalSuffix(0));
