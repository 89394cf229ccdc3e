/** The columns a list hides until the user shows them: every declared column not among the first ones. */
export const hiddenByDefault = (columns: readonly (string | { key: string })[], first: readonly string[]): string[] =>
  columns.map((c) => (typeof c === 'string' ? c : c.key)).filter((key) => !first.includes(key));
