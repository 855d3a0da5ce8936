// Entry of the embedded engine's worker thread: a new thread starts without the TypeScript
// loader the server runs under, so it registers tsx before loading the engine.
import { register } from 'tsx/esm/api'

register()
await import('./embedded-worker.ts')
