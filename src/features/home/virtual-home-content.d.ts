// The module scripts/build/build-time-data.ts computes at build time from home-content.ts: its
// data exports only. (An ambient module cannot `import type` a relative path; `import()` can.)
declare module 'virtual:home-content' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  export const homeContent: import('./home-content.ts').HomeContent
}
