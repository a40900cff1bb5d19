// Pretend the program was started as: node main.mjs --verbose -x
process.argv.push('--verbose', '-x');
console.log(hasFlags('--verbose'));
console.log(hasFlags('verbose')); // '--' is added when the flag has no dashes
console.log(hasFlags('-x', 'verbose'));
console.log(hasFlags('--verbose', '--dry-run')); // every flag must be present
console.log(hasFlags('x')); // looks for '--x', not '-x'
