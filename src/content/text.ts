// Small helpers for building sentences from shared values inside content modules.

/** The text with its first letter in upper case, for a value that starts a sentence. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
