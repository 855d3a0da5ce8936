// The one Drizzle schema for every backend (PGlite and PostgreSQL); one module per domain.
export * from './accounts.ts'
export * from './contacts.ts'
export * from './forum.ts'
export * from './search-index.ts'
export * from './search-insights.ts'
