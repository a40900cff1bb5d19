const show = (current: number, total: number, siblings?: number) =>
  paginationRange(current, total, siblings)
    .map((item) => (item.type === 'ellipsis' ? '…' : item.current ? `[${item.page}]` : String(item.page)))
    .join(' ')

console.log(show(1, 10))
console.log(show(5, 10))
console.log(show(10, 10))
console.log(show(4, 10))
console.log(show(50, 100, 2))
console.log(show(3, 5))
console.log(show(99, 7))
console.log(JSON.stringify(paginationRange(1, 1)))
