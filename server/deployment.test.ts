// The deployment files, checked for shape since no Docker engine runs them here:
// docker-compose.yml runs several app replicas behind Caddy with PostgreSQL, Meilisearch and
// Redis wired in, every long-running service has a health check, data lives in named volumes,
// and the proxy balances over the app replicas by their readiness.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { parseEnv } from './env.ts'

const root = path.resolve(import.meta.dirname, '..')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

interface Service {
  image?: string
  build?: unknown
  command?: string[]
  environment?: Record<string, string>
  ports?: string[]
  volumes?: string[]
  healthcheck?: { test: string[] }
  depends_on?: Record<string, { condition: string }>
  deploy?: { replicas?: number | string }
  restart?: string
}

const compose = parse(read('docker-compose.yml')) as {
  services: Record<string, Service>
  volumes: Record<string, unknown>
}
const { services } = compose
const service = (name: string): Service => {
  const found = services[name]
  if (!found) throw new Error(`docker-compose.yml has no service "${name}"`)
  return found
}

/** `${NAME:-default}` → default; anything else as is. */
const withDefaults = (value: string) => value.replace(/\$\{\w+:-([^}]*)\}/g, '$1')

describe('docker-compose.yml', () => {
  it('has the proxy, the app, the index job and the three backing services', () => {
    expect(Object.keys(services).sort()).toEqual(
      ['app', 'index', 'meilisearch', 'postgres', 'proxy', 'redis'].sort(),
    )
  })

  it('runs several app replicas that only the proxy publishes', () => {
    const app = service('app')
    const replicas = Number(withDefaults(String(app.deploy?.replicas)))
    expect(replicas).toBeGreaterThanOrEqual(2)
    expect(app.ports).toBeUndefined()
    expect(service('proxy').ports).toEqual(['${PORT:-8080}:80'])
  })

  it('wires the app to PostgreSQL, Meilisearch and Redis, trusting one proxy hop', () => {
    const env = service('app').environment!
    expect(env.DATABASE_URL).toMatch(/^postgres:\/\/ipaml:.+@postgres:5432\/ipaml$/)
    expect(env.MEILI_URL).toBe('http://meilisearch:7700')
    expect(env.REDIS_URL).toBe('redis://redis:6379')
    expect(env.TRUST_PROXY).toBe('1')
    // The values (defaults filled in) pass the server's own validation.
    const parsed = parseEnv(
      Object.fromEntries(Object.entries(env).map(([k, v]) => [k, withDefaults(v)])),
    )
    expect(parsed.REDIS_URL).toBe('redis://redis:6379')
    for (const backing of ['postgres', 'meilisearch', 'redis'])
      expect(service('app').depends_on?.[backing]?.condition).toBe('service_healthy')
  })

  it('gives every long-running service a health check, the app one on /readyz', () => {
    for (const name of ['proxy', 'app', 'postgres', 'meilisearch', 'redis'])
      expect(service(name).healthcheck?.test.length, name).toBeGreaterThan(0)
    expect(service('app').healthcheck!.test.join(' ')).toContain('/readyz')
    expect(service('redis').healthcheck!.test.join(' ')).toContain('redis-cli ping')
    expect(service('postgres').healthcheck!.test.join(' ')).toContain('pg_isready')
  })

  it('keeps PostgreSQL and Meilisearch data in named volumes', () => {
    const named = Object.keys(compose.volumes)
    for (const name of ['postgres', 'meilisearch']) {
      const volume = service(name).volumes?.[0]?.split(':')[0]
      expect(named, name).toContain(volume)
    }
  })

  it('has a one-off index job running npm run index against the same database', () => {
    const index = service('index')
    expect(index.command).toEqual(['npm', 'run', 'index'])
    expect(index.restart).toBe('no')
    expect(index.environment?.DATABASE_URL).toBe(service('app').environment?.DATABASE_URL)
    expect(index.environment?.MEILI_URL).toBe('http://meilisearch:7700')
    expect(index.depends_on?.app?.condition).toBe('service_healthy')
  })

  it('mounts the Caddyfile into the proxy, which waits for a healthy app', () => {
    const proxy = service('proxy')
    expect(proxy.image).toMatch(/^caddy:2/)
    expect(proxy.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro')
    expect(proxy.depends_on?.app?.condition).toBe('service_healthy')
  })
})

describe('deploy/Caddyfile', () => {
  const caddyfile = read('deploy/Caddyfile')
  const proxyBlock = /reverse_proxy \{([\s\S]*?)\n\t\}/.exec(caddyfile)?.[1] ?? ''

  it('balances over every app replica found through DNS, on the app port', () => {
    const port = /dynamic a \{\s*name app\s*port (\d+)/.exec(proxyBlock)?.[1]
    // The port the image's server listens on.
    expect(read('Dockerfile')).toMatch(new RegExp(`ENV .*\\bPORT=${port}\\b`))
    expect(service('app').environment?.PORT).toBeUndefined()
  })

  it('sends traffic only to replicas whose /readyz answers 200', () => {
    expect(proxyBlock).toMatch(/health_uri \/readyz/)
    expect(proxyBlock).toMatch(/health_status 200/)
  })

  it('answers the proxy health check on the port the compose file probes', () => {
    expect(service('proxy').healthcheck!.test.join(' ')).toContain('127.0.0.1:8081/health')
    expect(caddyfile).toMatch(/:8081 \{\s*respond \/health/)
  })
})
