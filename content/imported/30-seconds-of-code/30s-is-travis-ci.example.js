// Set the variables by hand so the result does not depend on where this runs.
delete process.env.TRAVIS;
delete process.env.CI;
console.log(isTravisCI());
process.env.CI = 'true';
console.log(isTravisCI()); // CI alone is not enough
process.env.TRAVIS = 'true';
console.log(isTravisCI());
