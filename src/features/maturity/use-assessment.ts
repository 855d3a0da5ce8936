// Assessment state held only in the page: answers, optional
// targets and the active tab. A share link ('#a=…&t=…') restores answers and targets on open; a
// link to an element of a tab (a search hit for a cell or a level) opens that tab, so the
// landing (useFocusOnNavigate) finds the element shown. Only the chosen tab is mounted, which
// keeps the hidden tabs' work (the Results tab's chart among it) out of the page's start; a link
// to an element no mounted tab shows mounts them all once, to find the tab that holds it.
import { useCallback, useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import type { CellKey, LevelNumber } from '../../content/maturity.ts'
import type { Answers } from './scoring.ts'
import { decodeShareHash, type AssessmentState } from './share.ts'

export type TabId = 'overview' | 'assessment' | 'results' | 'framework'

export function useAssessment() {
  const [state, setState] = useState<AssessmentState>(() => readHash() ?? emptyState())
  const [tab, setTab] = useState<TabId>('overview')
  const [allTabsMounted, setAllTabsMounted] = useState(false)
  const { hash, key: navigation } = useLocation()

  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1))
    if (!id || decodeShareHash(hash)) return
    const owner = document.getElementById(id)?.closest<HTMLElement>('[data-maturity-tab]')
    if (owner) setTab(owner.dataset.maturityTab as TabId)
    else setAllTabsMounted(true)
  }, [hash, navigation, allTabsMounted])

  useEffect(() => {
    // A share link pasted into the same tab only changes the hash: restore from it too.
    const onHashChange = () => {
      const restored = readHash()
      if (restored) setState(restored)
    }
    window.addEventListener('hashchange', onHashChange)
    return () => window.removeEventListener('hashchange', onHashChange)
  }, [])

  /** Sets or replaces a rating; there is no way to clear one. */
  const setLevel = useCallback((key: CellKey, level: LevelNumber) => {
    setState((s) => ({ ...s, answers: { ...s.answers, [key]: level } }))
  }, [])

  const setTarget = useCallback((key: CellKey, level: LevelNumber | undefined) => {
    setState((s) => {
      const targets: Answers = { ...s.targets }
      if (level === undefined) delete targets[key]
      else targets[key] = level
      return { ...s, targets }
    })
  }, [])

  return { ...state, state, setState, setLevel, setTarget, tab, setTab, allTabsMounted }
}

function emptyState(): AssessmentState {
  return { answers: {}, targets: {} }
}

function readHash(): AssessmentState | null {
  return typeof window === 'undefined' ? null : decodeShareHash(window.location.hash)
}
