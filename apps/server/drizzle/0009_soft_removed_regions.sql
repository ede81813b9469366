DROP INDEX "regions_org_name_unique";--> statement-breakpoint
ALTER TABLE "regions" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "regions_org_name_unique" ON "regions" USING btree ("org_id",lower("name")) WHERE "regions"."removed_at" is null;