ALTER TABLE "chapters" ADD COLUMN "library_path" text;--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "library_path" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "reading_mode" text;--> statement-breakpoint
CREATE UNIQUE INDEX "posts_library_path_key" ON "posts" USING btree ("library_path");