console.log(last([3, 1, 4, 1, 5]))
console.log(last(['only']))
console.log(last([]))
