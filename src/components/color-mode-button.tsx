// The theme toggle: flips light/dark; next-themes saves the choice in localStorage ("theme").
import { IconButton } from '@chakra-ui/react'
import { Moon, Sun } from 'lucide-react'
import { useTheme } from 'next-themes'
import { useEffect, useState } from 'react'

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
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      {dark ? <Sun /> : <Moon />}
    </IconButton>
  )
}
