// The server entry writes the search counts still buffered in memory when it is stopped: the
// searches made just before SIGTERM are in the database the process leaves behind.
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createDb } from '../../../db/client.ts'
import { searchQueryDays } from '../../../db/schema/index.ts'

describe('search insights on shutdown', () => {
  it('writes the buffered counts before the database closes', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ipaml-insights-'))
    const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'info',
        NODE_ENV: 'test',
        // No periodic write during the test: only the shutdown can write the counts.
        SEARCH_INSIGHTS_FLUSH_SECONDS: '3600',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const logs: string[] = []
    server.stderr.on('data', (chunk: Buffer) => logs.push(chunk.toString()))
    const exited = new Promise<number | null>((resolve) => server.on('exit', resolve))
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no start:\n${logs.join('')}`)), 60_000)
      server.stdout.on('data', (chunk: Buffer) => {
        logs.push(chunk.toString())
        const match = /"url":"http:\/\/localhost:(\d+)"/.exec(chunk.toString())
        if (match) {
          clearTimeout(timer)
          resolve(Number(match[1]))
        }
      })
    })

    for (const q of ['PAM', 'pam', 'qqxxzz']) {
      const res = await fetch(`http://127.0.0.1:${port}/api/search?q=${q}`)
      expect(res.status).toBe(200)
    }
    server.kill('SIGTERM')
    expect(await exited).toBe(0)

    const db = await createDb({ dataDir })
    try {
      const rows = await db.db
        .select({ query: searchQueryDays.query, searches: searchQueryDays.searches })
        .from(searchQueryDays)
        .orderBy(searchQueryDays.query)
      expect(rows).toEqual([
        { query: 'pam', searches: 2 },
        { query: 'qqxxzz', searches: 1 },
      ])
    } finally {
      await db.close()
    }
  }, 90_000)
})
