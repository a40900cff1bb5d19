console.log(getMeridiemSuffixOfInteger(0)); // midnight
console.log(getMeridiemSuffixOfInteger(9));
console.log(getMeridiemSuffixOfInteger(12)); // noon
console.log(getMeridiemSuffixOfInteger(13));
console.log(getMeridiemSuffixOfInteger(23));
console.log(getMeridiemSuffixOfInteger(24));
