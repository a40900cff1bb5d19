import { describe, expect, it } from 'vitest'
import { isStrayTypeFetchFailure } from './errors'

const typeFetch = `
      select b.oid, b.typarray
      from pg_catalog.pg_type a
      left join pg_catalog.pg_type b on b.oid = a.typelem`

describe('isStrayTypeFetchFailure', () => {
  it('recognises a connection lost during postgres.js’s own array-type query', () => {
    expect(isStrayTypeFetchFailure({ code: 'CONNECTION_DESTROYED', query: typeFetch })).toBe(true)
    expect(
      isStrayTypeFetchFailure(Object.assign(new Error('write'), { code: 'CONNECTION_CLOSED', query: typeFetch })),
    ).toBe(true)
  })

  it('leaves every other failure alone', () => {
    expect(isStrayTypeFetchFailure({ code: 'CONNECTION_DESTROYED', query: 'select * from users' })).toBe(false)
    expect(isStrayTypeFetchFailure({ code: '23505', query: typeFetch })).toBe(false)
    expect(isStrayTypeFetchFailure(new Error('boom'))).toBe(false)
    expect(isStrayTypeFetchFailure(undefined)).toBe(false)
  })
})
