CREATE TABLE "library_file_reads" (
	"file" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"value" jsonb NOT NULL
);
