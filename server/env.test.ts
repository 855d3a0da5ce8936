import { describe, expect, it } from 'vitest'
import { parseEnv, trustProxyValue } from './env.ts'

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      LOG_LEVEL: 'info',
      TRUST_PROXY: 'false',
    })
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.MEILI_URL).toBeUndefined()
    expect(env.ADMIN_TOKEN).toBeUndefined()
  })
  it('treats empty strings as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: '' }).DATABASE_URL).toBeUndefined()
  })
  it('names every bad variable in one readable error', () => {
    expect(() =>
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', ADMIN_TOKEN: 'short' }),
    ).toThrow(
      /Invalid environment:\n {2}PORT: .*\n {2}DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL\n {2}ADMIN_TOKEN: must be at least 16 characters/,
    )
  })
})

describe('shared rate-limit store variables', () => {
  it('leave REDIS_URL unset by default and prefix keys with ipaml:rl:', () => {
    const env = parseEnv({})
    expect(env.REDIS_URL).toBeUndefined()
    expect(env.RATE_LIMIT_KEY_PREFIX).toBe('ipaml:rl:')
  })

  it('accept redis:// and rediss:// URLs and refuse anything else', () => {
    expect(parseEnv({ REDIS_URL: 'redis://redis:6379/0' }).REDIS_URL).toBe('redis://redis:6379/0')
    expect(parseEnv({ REDIS_URL: 'rediss://:secret@cache.example.org' }).REDIS_URL).toBe(
      'rediss://:secret@cache.example.org',
    )
    expect(() => parseEnv({ REDIS_URL: 'http://redis:6379' })).toThrow(
      /REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL with a host/,
    )
    expect(() => parseEnv({ REDIS_URL: 'redis://' })).toThrow(/REDIS_URL/)
    expect(() => parseEnv({ RATE_LIMIT_KEY_PREFIX: 'has spaces' })).toThrow(/RATE_LIMIT_KEY_PREFIX/)
  })
})

describe('trustProxyValue', () => {
  it('understands booleans, hop counts and address lists', () => {
    expect(trustProxyValue('false')).toBe(false)
    expect(trustProxyValue('true')).toBe(true)
    expect(trustProxyValue('2')).toBe(2)
    expect(trustProxyValue('loopback, 10.0.0.0/8')).toBe('loopback, 10.0.0.0/8')
  })
})
