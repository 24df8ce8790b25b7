ALTER TABLE "posts" ADD COLUMN "facts" jsonb;--> statement-breakpoint
-- Names read from the library are stored as NFC from now on: keys stored in another form follow
-- (unless the same key is stored in NFC already, which then stands).
UPDATE "posts" p SET "library_path" = normalize(p."library_path", NFC)
  WHERE p."library_path" IS NOT NFC NORMALIZED
  AND NOT EXISTS (SELECT 1 FROM "posts" o WHERE o."library_path" = normalize(p."library_path", NFC));--> statement-breakpoint
UPDATE "chapters" SET "library_path" = normalize("library_path", NFC) WHERE "library_path" IS NOT NFC NORMALIZED;--> statement-breakpoint
UPDATE "library_removals" r SET "path" = normalize(r."path", NFC)
  WHERE r."path" IS NOT NFC NORMALIZED
  AND NOT EXISTS (SELECT 1 FROM "library_removals" o WHERE o."path" = normalize(r."path", NFC));
