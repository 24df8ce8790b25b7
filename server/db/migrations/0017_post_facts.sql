ALTER TABLE "posts" ADD COLUMN "facts" jsonb;--> statement-breakpoint
-- Names read from the library are stored as NFC from now on: keys stored in another form follow.
UPDATE "posts" SET "library_path" = normalize("library_path", NFC) WHERE "library_path" IS NOT NFC NORMALIZED;--> statement-breakpoint
UPDATE "chapters" SET "library_path" = normalize("library_path", NFC) WHERE "library_path" IS NOT NFC NORMALIZED;
