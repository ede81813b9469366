CREATE TABLE "attempt_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "attempt_counters_expires_idx" ON "attempt_counters" USING btree ("expires_at");