const letters = ['a', 'b', 'c', 'a', 'b', 'c']
pull(letters, 'a', 'c')
console.log(JSON.stringify(letters))
const nums = [1, 2, 3, 4, 2]
pull(nums, [2, 4])
console.log(JSON.stringify(nums))
const same = [1, 2]
pull(same, 9)
console.log(JSON.stringify(same))
