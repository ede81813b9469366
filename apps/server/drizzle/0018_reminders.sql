CREATE TABLE "reminder_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"mail_id" integer NOT NULL,
	"plant_id" integer NOT NULL,
	"form_root_id" integer NOT NULL,
	"point_source" text DEFAULT '' NOT NULL,
	"frequency" text NOT NULL,
	"period_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sent_by" integer,
	"run_id" integer,
	"dedupe_key" text,
	"recipient_ids" integer[] NOT NULL,
	"recipients" text[] NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "reminder_mails_kind_check" CHECK ("reminder_mails"."kind" in ('manual', 'automatic')),
	CONSTRAINT "reminder_mails_status_check" CHECK ("reminder_mails"."status" in ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "reminder_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"run_day" date NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"mails" integer DEFAULT 0 NOT NULL,
	"items" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"org_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"send_time" text NOT NULL,
	"frequencies" text[] NOT NULL,
	"grace_days" smallint NOT NULL,
	"region_after_days" smallint NOT NULL,
	"org_after_days" smallint NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reminder_items" ADD CONSTRAINT "reminder_items_mail_id_reminder_mails_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."reminder_mails"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_items" ADD CONSTRAINT "reminder_items_plant_id_plants_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_mails" ADD CONSTRAINT "reminder_mails_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_mails" ADD CONSTRAINT "reminder_mails_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_runs" ADD CONSTRAINT "reminder_runs_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminder_items_plant_period_idx" ON "reminder_items" USING btree ("plant_id","period_key","form_root_id","mail_id");--> statement-breakpoint
CREATE INDEX "reminder_items_mail_idx" ON "reminder_items" USING btree ("mail_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_mails_dedupe_unique" ON "reminder_mails" USING btree ("org_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "reminder_mails_org_idx" ON "reminder_mails" USING btree ("org_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_runs_org_day_unique" ON "reminder_runs" USING btree ("org_id","run_day");--> statement-breakpoint
CREATE INDEX "reminder_settings_due_idx" ON "reminder_settings" USING btree ("send_time","org_id") WHERE "reminder_settings"."enabled";