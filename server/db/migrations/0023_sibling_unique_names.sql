-- Rows that broke these rules before the indexes existed (racing creates): the oldest keeps its value, the
-- later ones get their id appended, so the indexes can be built and nothing is lost; staff can rename them.
UPDATE "departments" d SET "name" = d."name" || ' (' || d."id" || ')' WHERE EXISTS (SELECT 1 FROM "departments" o WHERE lower(o."name") = lower(d."name") AND coalesce(o."parent_id", 0) = coalesce(d."parent_id", 0) AND o."id" < d."id");--> statement-breakpoint
UPDATE "menus" m SET "path" = m."path" || '-' || m."id" WHERE m."path" IS NOT NULL AND EXISTS (SELECT 1 FROM "menus" o WHERE lower(o."path") = lower(m."path") AND o."id" < m."id");--> statement-breakpoint
UPDATE "dict_items" i SET "item_key" = i."item_key" || '-' || i."id" WHERE EXISTS (SELECT 1 FROM "dict_items" o WHERE o."type_id" = i."type_id" AND coalesce(o."parent_id", 0) = coalesce(i."parent_id", 0) AND lower(o."item_key") = lower(i."item_key") AND o."id" < i."id");--> statement-breakpoint
UPDATE "audit_questions" q SET "question" = q."question" || ' (' || q."id" || ')' WHERE EXISTS (SELECT 1 FROM "audit_questions" o WHERE lower(o."question") = lower(q."question") AND o."id" < q."id");--> statement-breakpoint
CREATE UNIQUE INDEX "departments_sibling_name_uq" ON "departments" USING btree (lower("name"),coalesce("parent_id", 0));--> statement-breakpoint
CREATE UNIQUE INDEX "menus_path_uq" ON "menus" USING btree (lower("path"));--> statement-breakpoint
CREATE UNIQUE INDEX "dict_items_sibling_key_uq" ON "dict_items" USING btree ("type_id",coalesce("parent_id", 0),lower("item_key"));--> statement-breakpoint
CREATE UNIQUE INDEX "audit_questions_question_uq" ON "audit_questions" USING btree (lower("question"));