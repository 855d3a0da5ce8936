// The shape every benchmark module in scripts/bench/ returns.
export interface BenchReport {
  title: string
  /** Human-readable figures, one per line. */
  lines: string[]
  /** Targets from the issues, each with whether this run met it. */
  targets?: { label: string; met: boolean }[]
}
