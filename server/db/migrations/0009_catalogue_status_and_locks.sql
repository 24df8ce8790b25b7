ALTER TABLE "chapters" ADD COLUMN "locked_fields" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "origin" text DEFAULT 'demo' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "locked_fields" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Posts imported before origins were kept came from the library when they have a library path.
UPDATE "posts" SET "origin" = 'library' WHERE "library_path" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_status_check" CHECK ("posts"."status" in ('published', 'unpublished'));--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_origin_check" CHECK ("posts"."origin" in ('demo', 'library', 'upload'));