/** What a history drawer shows: one record's audit rows, or everything one user did. */
export interface HistoryEntity {
  /** The audit trail's entity name (an EntitySpec's `name`, or `user`, `balance` …). */
  name: string;
  /** The i18n namespace of its field labels when it is not `name` (an EntitySpec's `namespace`). */
  namespace?: string;
}

export type HistorySubject =
  | { kind: 'record'; entity: HistoryEntity; id: string | number; name: string }
  | { kind: 'activity'; userId: number; name: string };
