// Vitest global setup: chooses the extra backends the contract suites run on, and says which.
// 1. A Docker engine is present → testcontainers starts PostgreSQL 16 and Meilisearch v1 and
//    points TEST_DATABASE_URL / TEST_MEILI_URL at them (unless those are already set).
// 2. Otherwise the services named by TEST_DATABASE_URL / TEST_MEILI_URL, if any.
// 3. Always the embedded backends (PGlite in memory, the in-process search engine).
// Test workers are started after this runs, so they inherit the variables it sets.
import type { StartedTestContainer } from 'testcontainers'
import { dockerEngineAvailable } from './docker.ts'

export const MEILI_TEST_KEY = 'ipaml-test-master-key-0123456789'

export default async function setup(): Promise<() => Promise<void>> {
  const started: StartedTestContainer[] = []
  const wantsContainers = !process.env.TEST_DATABASE_URL || !process.env.TEST_MEILI_URL
  const docker = wantsContainers && (await dockerEngineAvailable())

  if (docker) {
    const { GenericContainer, Wait } = await import('testcontainers')
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql')
    if (!process.env.TEST_DATABASE_URL) {
      const pg = await new PostgreSqlContainer('postgres:16').start()
      started.push(pg)
      process.env.TEST_DATABASE_URL = pg.getConnectionUri()
    }
    if (!process.env.TEST_MEILI_URL) {
      const meili = await new GenericContainer('getmeili/meilisearch:v1.21')
        .withEnvironment({ MEILI_MASTER_KEY: MEILI_TEST_KEY, MEILI_NO_ANALYTICS: 'true' })
        .withExposedPorts(7700)
        .withWaitStrategy(Wait.forHttp('/health', 7700))
        .start()
      started.push(meili)
      process.env.TEST_MEILI_URL = `http://${meili.getHost()}:${meili.getMappedPort(7700)}`
      process.env.TEST_MEILI_MASTER_KEY ??= MEILI_TEST_KEY
    }
  }

  const source = (name: string) =>
    process.env[name] ? (docker ? 'testcontainers' : name) : 'not configured'
  const lines = [
    `storage backends: pglite (in memory)${process.env.TEST_DATABASE_URL ? ` + postgres (${source('TEST_DATABASE_URL')})` : ''}`,
    `search engines:   embedded${process.env.TEST_MEILI_URL ? ` + meilisearch (${source('TEST_MEILI_URL')})` : ''}`,
  ]
  if (!docker && wantsContainers) lines.push('testcontainers:   skipped: no Docker engine')
  console.log(`\n${lines.map((l) => `[backends] ${l}`).join('\n')}\n`)

  return async () => {
    await Promise.all(started.map((container) => container.stop()))
  }
}
