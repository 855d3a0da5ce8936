// Start-up work split into tasks: each step resumes in a task of its own, so the browser can
// paint and answer input in between and no one task holds the main thread for long (on a slow
// phone a long task is time a tap goes unanswered).

/** Resolves in a new task, after whatever the browser has waiting. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}
