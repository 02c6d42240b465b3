-- The audit log is append-only (docs/decisions/024-admin-accounts.md): no route edits or deletes
-- it, and the database refuses both too, whoever asks. TRUNCATE (the scale seed's reset of a whole
-- database) is left to the database owner.
CREATE OR REPLACE FUNCTION audit_log_refuse_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only
BEFORE UPDATE OR DELETE ON audit_log
FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
