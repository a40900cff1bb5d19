console.log(isPrime(11));
console.log(isPrime(2)); // the smallest prime
console.log(isPrime(91)); // 7 * 13
console.log(isPrime(1));
console.log(isPrime(0));
console.log(isPrime(-7)); // negative numbers are not prime
const primes = [];
for (let n = 0; n < 30; n++) if (isPrime(n)) primes.push(n);
console.log(JSON.stringify(primes));
