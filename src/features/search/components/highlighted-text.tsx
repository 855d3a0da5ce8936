// Renders text with the engine's matched words and phrases marked (case-insensitive, whole
// words; a phrase's words may stand apart by spaces, hyphens or slashes: "multi-factor
// authentication", "ISO/IEC 27001").
import { Mark } from '@chakra-ui/react'
import { useMemo } from 'react'

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

export function HighlightedText({ text, words }: { text: string; words: string[] }) {
  const parts = useMemo(() => {
    const terms = words
      .filter((w) => w.trim().length > 0)
      .map((w) => w.trim().split(/\s+/).map(escapeRegExp).join('[\\s/-]+'))
    if (terms.length === 0) return [text]
    // Longest first so "access" wins over "acc", and a phrase over its words.
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
