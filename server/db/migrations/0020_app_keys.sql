CREATE TABLE "app_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"last_used_from" text
);
--> statement-breakpoint
ALTER TABLE "app_keys" ADD CONSTRAINT "app_keys_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "app_keys_key_hash_key" ON "app_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "app_keys_member_id_idx" ON "app_keys" USING btree ("member_id");