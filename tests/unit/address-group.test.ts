import { describe, expect, it } from 'vitest'
import { addressGroup } from '../../server/http/address-group.ts'

describe('the address a limit or a count is kept for', () => {
  it('is an IPv4 address as it is', () => {
    expect(addressGroup('203.0.113.9')).toBe('203.0.113.9')
    expect(addressGroup('203.0.113.10')).not.toBe(addressGroup('203.0.113.9'))
  })

  it('is the /64 of an IPv6 address, however it is written', () => {
    const group = '2001:db8:1:2::/64'
    expect(addressGroup('2001:db8:1:2::1')).toBe(group)
    expect(addressGroup('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(group)
    expect(addressGroup('2001:0DB8:0001:0002:0000:0000:0000:0abc')).toBe(group)
    expect(addressGroup('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
    expect(addressGroup('::1')).toBe('0:0:0:0::/64')
    expect(addressGroup('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
  })

  it('is the IPv4 address inside an IPv4-mapped IPv6 one', () => {
    expect(addressGroup('::ffff:1.2.3.4')).toBe('1.2.3.4')
    expect(addressGroup('::ffff:0102:0304')).toBe('1.2.3.4')
    // Not the /64 all mapped addresses share: each IPv4 visitor keeps their own.
    expect(addressGroup('::ffff:1.2.3.5')).toBe('1.2.3.5')
  })

  it('leaves anything else as it came', () => {
    expect(addressGroup('')).toBe('')
    expect(addressGroup('not an address')).toBe('not an address')
  })
})
