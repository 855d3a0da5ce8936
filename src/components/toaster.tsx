// Toast notices: `toaster.create({ title, description, type })` (or success / error / info /
// warning / loading) from anywhere, and <Toaster /> once in the app providers. The toast
// region and Chakra's toast machinery (toaster-view.tsx) load with the first toast, which
// keeps about 12 KB of gzipped JavaScript out of every page's initial load.
// Each call returns the toast's id at once, as Chakra's toaster does.
import type { CreateToasterReturn, ToastOptions } from '@chakra-ui/react'
import { lazy, Suspense, useSyncExternalStore } from 'react'

type Store = CreateToasterReturn
type Operation = (store: Store) => void

const ToasterView = lazy(() => import('./toaster-view.tsx'))

let attached: Store | undefined
const queued: Operation[] = []
let requested = false
const listeners = new Set<() => void>()

function run(operation: Operation): void {
  if (attached) {
    operation(attached)
    return
  }
  queued.push(operation)
  if (!requested) {
    requested = true
    for (const listener of listeners) listener()
  }
}

/** Called by the toast region once it is mounted and subscribed: replays queued calls. */
export function attachToastStore(store: Store): () => void {
  attached = store
  for (const operation of queued.splice(0)) operation(store)
  return () => {
    attached = undefined
  }
}

let counter = 0
const newId = () => `toast-${Date.now().toString(36)}-${(counter++).toString(36)}`

type ShowMethod = 'create' | 'success' | 'error' | 'info' | 'warning' | 'loading'
const show =
  (method: ShowMethod) =>
  (options: ToastOptions): string => {
    const id = options.id ?? newId()
    run((store) => store[method]({ ...options, id }))
    return id
  }

export const toaster = {
  create: show('create'),
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
  loading: show('loading'),
  // Before the first toast there is nothing to update or dismiss.
  update: (id: string, options: ToastOptions): void => {
    if (requested) run((store) => store.update(id, options))
  },
  dismiss: (id?: string): void => {
    if (requested) run((store) => store.dismiss(id))
  },
  remove: (id?: string): void => {
    if (requested) run((store) => store.remove(id))
  },
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function Toaster() {
  const needed = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  )
  return needed ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null
}
