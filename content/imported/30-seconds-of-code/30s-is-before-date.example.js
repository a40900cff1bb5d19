console.log(isBeforeDate(new Date('2024-03-01'), new Date('2024-03-02')));
console.log(isBeforeDate(new Date('2024-01-01'), new Date('2023-12-31')));
console.log(isBeforeDate(new Date('2024-01-01'), new Date('2024-01-01'))); // same moment
console.log(isBeforeDate(new Date('2024-01-01T09:59:59Z'), new Date('2024-01-01T10:00:00Z')));
