-- Issue 31.2: the outbox keeps a redacted body for a message that carries a password or a code (outbox.service.ts
-- redactSecrets). Messages stored before that held the real value: each becomes ****** the same way.
UPDATE "outbox_messages" SET "body" = regexp_replace("body", 'Temporary password: [A-Za-z0-9]+', 'Temporary password: ******', 'g')
WHERE "kind" IN ('passwordReset', 'accountCreated', 'temporaryPassword');--> statement-breakpoint
UPDATE "outbox_messages" SET "body" = regexp_replace("body", 'sign-in code is [0-9]+', 'sign-in code is ******', 'g')
WHERE "kind" = 'loginCode';--> statement-breakpoint
UPDATE "outbox_messages" SET "body" = regexp_replace("body", 'verification code is [0-9]+', 'verification code is ******', 'g')
WHERE "kind" = 'verificationCode';
