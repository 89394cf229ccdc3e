/**
 * Sensitive permissions a role may carry (roles.sensitive_perms): see unmasked data, reveal one masked
 * value (audited), export data; and the pictures masking covers. Small on purpose: screens import it
 * without the role entity or the intake schema.
 */
export const SENSITIVE_PERMISSION_KEYS = ['viewPlainData', 'revealMaskedValue', 'exportData'] as const;
export type SensitivePermissionKey = (typeof SENSITIVE_PERMISSION_KEYS)[number];
/** A masked user holding it may reveal one masked value or identity picture at a time (audited). */
export const REVEAL_PERMISSION: SensitivePermissionKey = 'revealMaskedValue';

/** Pictures that show the ID number or the face: a masked user opens them only through the audited reveal. */
const IDENTITY_PICTURE_KINDS: readonly string[] = ['idFront', 'idBack', 'selfie'];
export const isIdentityPicture = (kind: string) => IDENTITY_PICTURE_KINDS.includes(kind);
