const scores = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
console.log(percentile(scores, 6))
console.log(percentile(scores, 10))
console.log(percentile(scores, 0))
console.log(percentile([5, 5, 5, 5], 5))
