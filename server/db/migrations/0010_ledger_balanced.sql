-- Every journal balances: checked at commit, so a transaction that posts an unbalanced journal fails whole.
CREATE OR REPLACE FUNCTION ledger_journal_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  diff bigint;
BEGIN
  SELECT coalesce(sum(debit_cents - credit_cents), 0) INTO diff FROM ledger_entries WHERE journal_id = NEW.journal_id;
  IF diff <> 0 THEN
    RAISE EXCEPTION 'ledger journal % does not balance (debits - credits = %)', NEW.journal_id, diff;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_journal_balanced();
--> statement-breakpoint
-- Entries are never changed or deleted; a mistake is corrected by a reversing journal.
CREATE OR REPLACE FUNCTION ledger_entries_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are append-only';
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_change BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_immutable();
--> statement-breakpoint
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_one_side CHECK (
  debit_cents >= 0 AND credit_cents >= 0 AND (debit_cents = 0) <> (credit_cents = 0));
