console.log(hammingDistance(2, 3)); // 10 vs 11
console.log(hammingDistance(0b1011, 0b0110)); // three bits differ
console.log(hammingDistance(255, 0));
console.log(hammingDistance(7, 7)); // identical values
