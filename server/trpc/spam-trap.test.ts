// Which submissions spring a spam trap. What the forms answer then is tested with each router.
import { describe, expect, it } from 'vitest'
import { sprungTrap } from './spam-trap.ts'

const now = 1_800_000_000_000

describe('sprungTrap', () => {
  it('springs the honeypot whenever the hidden field carries text', () => {
    expect(sprungTrap({ website: 'http://spam.example' })).toBe('honeypot')
    expect(sprungTrap({ website: 'x', startedAt: now - 60_000 }, { minFillMs: 3000, now })).toBe(
      'honeypot',
    )
  })

  it('springs the time trap for a form sent before the minimum fill time', () => {
    const options = { minFillMs: 3000, now }
    expect(sprungTrap({ startedAt: now - 2999 }, options)).toBe('too-fast')
    expect(sprungTrap({ startedAt: now + 5000 }, options)).toBe('too-fast')
    expect(sprungTrap({ startedAt: now - 3000 }, options)).toBeNull()
  })

  it('lets a person through: empty honeypot, and no time trap for forms without startedAt', () => {
    expect(sprungTrap({ website: '' })).toBeNull()
    expect(sprungTrap({}, { minFillMs: 3000, now })).toBeNull()
  })
})
