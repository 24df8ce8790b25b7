ALTER TABLE "chapters" ADD COLUMN "subtitles" jsonb;--> statement-breakpoint
ALTER TABLE "chapters" ADD COLUMN "processing" boolean DEFAULT false NOT NULL;