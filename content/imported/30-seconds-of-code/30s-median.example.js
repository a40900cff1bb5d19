console.log(median([5, 3, 1]))
console.log(median([7, 1, 3, 2]))
console.log(median([-4, 10]))
console.log(median([]))
