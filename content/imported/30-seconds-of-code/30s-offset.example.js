const nums = [1, 2, 3, 4, 5]
console.log(JSON.stringify(offset(nums, 2)))
console.log(JSON.stringify(offset(nums, -2)))
console.log(JSON.stringify(offset(nums, 0)))
console.log(JSON.stringify(nums))
