// Detects a Docker engine in well under a second, without testcontainers' own (slow) probing:
// DOCKER_HOST or the default socket must exist and answer /_ping.
import { existsSync } from 'node:fs'
import http from 'node:http'

const PING_TIMEOUT_MS = 700

export async function dockerEngineAvailable(): Promise<boolean> {
  const host = process.env.DOCKER_HOST
  const options: http.RequestOptions = { path: '/_ping', method: 'GET', timeout: PING_TIMEOUT_MS }
  if (host?.startsWith('tcp://')) {
    const url = new URL(host.replace(/^tcp:/, 'http:'))
    options.host = url.hostname
    options.port = url.port
  } else {
    const socketPath = host?.startsWith('unix://')
      ? host.slice('unix://'.length)
      : '/var/run/docker.sock'
    if (!existsSync(socketPath)) return false
    options.socketPath = socketPath
  }
  return new Promise((resolve) => {
    const req = http.request(options, (res) => {
      res.resume()
      resolve(res.statusCode === 200)
    })
    req.on('timeout', () => req.destroy())
    req.on('error', () => resolve(false))
    req.end()
  })
}
