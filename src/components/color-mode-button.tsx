// The theme toggle: flips light/dark; next-themes saves the choice in localStorage ("theme").
import { IconButton } from '@chakra-ui/react'
import { Moon, Sun } from 'lucide-react'
import { useTheme } from 'next-themes'
import { useEffect, useState } from 'react'

/**
 * Runs a theme change with CSS transitions off until the new theme has been painted, so the
 * page switches at once instead of animating every colour. next-themes can do this itself
 * (`disableTransitionOnChange`), but it then does it on every page load too, when it re-applies
 * the stored theme at mount: two forced style recalculations of the whole page, each over
 * 100 ms on a slow phone, for a theme the page already has.
 */
function withoutTransitions(change: () => void): void {
  const style = document.createElement('style')
  style.textContent = '*,*::before,*::after{transition:none!important}'
  document.head.append(style)
  change()
  requestAnimationFrame(() => requestAnimationFrame(() => style.remove()))
}

export function ColorModeButton() {
  const { resolvedTheme, setTheme } = useTheme()
  // The stored theme is only known after mount; until then render the light-mode label so
  // server and client markup agree.
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  const dark = mounted && resolvedTheme === 'dark'
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={dark ? 'Switch to light theme' : 'Switch to dark theme'}
      onClick={() => withoutTransitions(() => setTheme(dark ? 'light' : 'dark'))}
    >
      {dark ? <Sun /> : <Moon />}
    </IconButton>
  )
}
