// Renders text with the engine's matched words marked (case-insensitive, whole words).
import { Mark } from '@chakra-ui/react'
import { useMemo } from 'react'

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

export function HighlightedText({ text, words }: { text: string; words: string[] }) {
  const parts = useMemo(() => {
    const terms = words.filter((w) => w.length > 0).map(escapeRegExp)
    if (terms.length === 0) return [text]
    // Longest first so "access" wins over "acc" when both are highlighted.
    terms.sort((a, b) => b.length - a.length)
    return text.split(new RegExp(`\\b(${terms.join('|')})\\b`, 'gi'))
  }, [text, words])
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <Mark key={i} bg="yellow.subtle" color="fg" fontWeight="semibold" px="0.5" rounded="sm">
            {part}
          </Mark>
        ) : (
          part
        ),
      )}
    </>
  )
}
