// Rules every stored or queried text shares (pure module, no Node imports).

/** PostgreSQL text cannot hold NUL: refuse it at the edge so it is a 400, never a storage error. */
export const noNul = (value: string): boolean => !value.includes('\u0000')
