type Translate = (key: string, options: { defaultValue: string }) => string;

/** Why a channel did not pay (a code of the payment adapters) in the reader's language; a dash when it did. */
export const payoutFailCause = (t: Translate, cause: string | null | undefined): string =>
  (cause ? t(`common:payoutFailCauses.${cause}`, { defaultValue: cause }) : '—');
