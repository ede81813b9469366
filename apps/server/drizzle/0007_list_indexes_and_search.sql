CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "search_text" text GENERATED ALWAYS AS (regexp_replace(name, '[[:punct:]’‘“”–—]', '', 'g')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "search_text" text GENERATED ALWAYS AS (regexp_replace(plant_id, '[[:punct:]’‘“”–—]', '', 'g') || '|' || regexp_replace(name, '[[:punct:]’‘“”–—]', '', 'g') || '|' || regexp_replace(city, '[[:punct:]’‘“”–—]', '', 'g') || '|' || regexp_replace(state, '[[:punct:]’‘“”–—]', '', 'g')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (regexp_replace(user_id, '[[:punct:]’‘“”–—]', '', 'g') || '|' || regexp_replace(first_name, '[[:punct:]’‘“”–—]', '', 'g') || '|' || regexp_replace(last_name, '[[:punct:]’‘“”–—]', '', 'g') || '|' || regexp_replace(email, '[[:punct:]’‘“”–—]', '', 'g')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "organisations_list_name_idx" ON "organisations" USING btree (lower("name"),"id","name");--> statement-breakpoint
CREATE INDEX "organisations_search_idx" ON "organisations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "plants_list_plant_id_idx" ON "plants" USING btree ("org_id",lower("plant_id"),"id","status","region_id","plant_id") WHERE "plants"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "plants_list_all_plant_id_idx" ON "plants" USING btree (lower("plant_id"),"id","status","region_id","plant_id") WHERE "plants"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "plants_list_name_idx" ON "plants" USING btree ("org_id",lower("name"),"id","status","region_id","name") WHERE "plants"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "plants_list_all_name_idx" ON "plants" USING btree (lower("name"),"id","status","region_id","name") WHERE "plants"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "plants_list_state_idx" ON "plants" USING btree ("org_id",lower("state"),"id","status","region_id","state") WHERE "plants"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "plants_list_all_state_idx" ON "plants" USING btree (lower("state"),"id","status","region_id","state") WHERE "plants"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "plants_list_facility_type_idx" ON "plants" USING btree ("org_id","facility_type","id","status","region_id") WHERE "plants"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "plants_list_all_facility_type_idx" ON "plants" USING btree ("facility_type","id","status","region_id") WHERE "plants"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "plants_list_status_idx" ON "plants" USING btree ("org_id","status","id","region_id") WHERE "plants"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "plants_list_all_status_idx" ON "plants" USING btree ("status","id","region_id") WHERE "plants"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "plants_search_idx" ON "plants" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_list_user_id_idx" ON "users" USING btree ("org_id",lower("user_id"),"id","status","access_level","user_id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_list_all_user_id_idx" ON "users" USING btree (lower("user_id"),"id","status","access_level","user_id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_list_first_name_idx" ON "users" USING btree ("org_id",lower("first_name"),"id","status","access_level","first_name") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_list_all_first_name_idx" ON "users" USING btree (lower("first_name"),"id","status","access_level","first_name") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_list_last_name_idx" ON "users" USING btree ("org_id",lower("last_name"),"id","status","access_level","last_name") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_list_all_last_name_idx" ON "users" USING btree (lower("last_name"),"id","status","access_level","last_name") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_list_access_level_idx" ON "users" USING btree ("org_id","access_level","id","status") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_list_all_access_level_idx" ON "users" USING btree ("access_level","id","status") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_list_status_idx" ON "users" USING btree ("org_id","status","id","access_level") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_list_all_status_idx" ON "users" USING btree ("status","id","access_level") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin ("search_text" gin_trgm_ops);