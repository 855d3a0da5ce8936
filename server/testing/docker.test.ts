import { describe, expect, it } from 'vitest'
import { dockerEngineAvailable } from './docker.ts'

describe('dockerEngineAvailable', () => {
  it('answers within a second whether or not an engine is present', async () => {
    const started = performance.now()
    const available = await dockerEngineAvailable()
    expect(typeof available).toBe('boolean')
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it('is false for a DOCKER_HOST that does not exist', async () => {
    const saved = process.env.DOCKER_HOST
    process.env.DOCKER_HOST = 'unix:///nonexistent/docker.sock'
    try {
      expect(await dockerEngineAvailable()).toBe(false)
    } finally {
      if (saved === undefined) delete process.env.DOCKER_HOST
      else process.env.DOCKER_HOST = saved
    }
  })

  it('is false for a TCP host that does not answer', async () => {
    const saved = process.env.DOCKER_HOST
    process.env.DOCKER_HOST = 'tcp://127.0.0.1:1'
    try {
      expect(await dockerEngineAvailable()).toBe(false)
    } finally {
      if (saved === undefined) delete process.env.DOCKER_HOST
      else process.env.DOCKER_HOST = saved
    }
  })
})
