console.log(JSON.stringify(primes(30)))
console.log(JSON.stringify(primes(2)))
console.log(JSON.stringify(primes(1)))
console.log(primes(100).length)
