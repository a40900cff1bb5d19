console.log(isAfterDate(new Date('2024-03-02'), new Date('2024-03-01')));
console.log(isAfterDate(new Date('2023-12-31'), new Date('2024-01-01')));
console.log(isAfterDate(new Date('2024-01-01'), new Date('2024-01-01'))); // same moment
console.log(isAfterDate(new Date('2024-01-01T10:00:01Z'), new Date('2024-01-01T10:00:00Z')));
