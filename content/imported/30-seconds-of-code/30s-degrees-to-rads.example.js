console.log(degreesToRads(180));
console.log(degreesToRads(90.0));
console.log(degreesToRads(-45));
console.log(degreesToRads(0));
console.log(degreesToRads(360) === 2 * Math.PI);
