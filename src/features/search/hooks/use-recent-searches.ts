// Recent quick-search queries, newest first, kept in localStorage (at most 5).
import { useCallback, useState } from 'react'

export const RECENT_SEARCHES_KEY = 'ipaml:recent-searches'
const MAX_RECENT = 5

function read(): string[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]')
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}

export function useRecentSearches() {
  const [recent, setRecent] = useState<string[]>(read)
  const remember = useCallback((query: string) => {
    const q = query.trim()
    if (!q) return
    const next = [q, ...read().filter((r) => r.toLowerCase() !== q.toLowerCase())].slice(
      0,
      MAX_RECENT,
    )
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next))
    setRecent(next)
  }, [])
  return { recent, remember }
}
