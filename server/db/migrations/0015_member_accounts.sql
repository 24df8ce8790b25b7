ALTER TABLE "members" ADD COLUMN "full_name" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "username" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "avatar" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "about" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "members_username_key" ON "members" USING btree (lower("username"));