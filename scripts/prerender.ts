// Build step: prerenders every route to dist/prerender (scripts/prerender/run.ts). React picks
// its production or development build when first imported, so the mode is set before any
// module that imports React is loaded.
process.env.NODE_ENV = 'production'
await import('./prerender/run.ts')

export {}
