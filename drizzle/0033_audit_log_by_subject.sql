CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","id");