CREATE TABLE "search_index_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE INDEX "search_outbox_pending_idx" ON "search_outbox" USING btree ("next_attempt_at","id") WHERE "search_outbox"."applied_at" is null;--> statement-breakpoint
CREATE INDEX "search_outbox_created_idx" ON "search_outbox" USING btree ("created_at");