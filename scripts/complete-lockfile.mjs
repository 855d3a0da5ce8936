// Completes package-lock.json with the platform builds of rollup that this machine's npm
// registry does not serve (its 404 leaves them out of the lock, and `npm ci` then refuses the
// lock as out of sync). The added entries name only version, os, cpu and libc: npm skips them
// on other platforms without fetching anything. Run after every `npm install`.
import { readFileSync, writeFileSync } from 'node:fs'

const lockPath = new URL('../package-lock.json', import.meta.url)
const lock = JSON.parse(readFileSync(lockPath, 'utf8'))
const packages = lock.packages

const platform = (name) => {
  const tail = name
    .split('/')
    .pop()
    .replace(/^rollup-/, '')
  const [os, cpu, abi] = tail.split('-')
  const osName = {
    android: 'android',
    darwin: 'darwin',
    freebsd: 'freebsd',
    linux: 'linux',
    openbsd: 'openbsd',
    openharmony: 'openharmony',
    win32: 'win32',
  }[os]
  const cpuName = {
    arm: 'arm',
    arm64: 'arm64',
    x64: 'x64',
    ia32: 'ia32',
    loong64: 'loong64',
    ppc64: 'ppc64',
    riscv64: 'riscv64',
    s390x: 's390x',
  }[cpu]
  const libc = abi?.startsWith('musl') ? ['musl'] : abi?.startsWith('gnu') ? ['glibc'] : undefined
  return { os: osName, cpu: cpuName, libc }
}

let added = 0
for (const [key, entry] of Object.entries(packages)) {
  if (!key.endsWith('node_modules/rollup')) continue
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const depKey = `node_modules/${dep}`
    if (packages[depKey]) continue
    const { os, cpu, libc } = platform(dep)
    if (!os || !cpu) throw new Error(`unknown platform in ${dep}`)
    packages[depKey] = {
      version,
      cpu: [cpu],
      ...(entry.dev ? { dev: true } : {}),
      ...(libc ? { libc } : {}),
      license: 'MIT',
      optional: true,
      os: [os],
      peer: undefined,
    }
    added += 1
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
)
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`complete-lockfile: added ${added} platform entries`)
