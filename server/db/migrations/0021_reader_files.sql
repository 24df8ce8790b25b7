CREATE TABLE "kosync_progress" (
	"member_id" integer NOT NULL,
	"document" text NOT NULL,
	"progress" text NOT NULL,
	"percentage" double precision NOT NULL,
	"device" text NOT NULL,
	"device_id" text,
	"at" bigint NOT NULL,
	CONSTRAINT "kosync_progress_member_id_document_pk" PRIMARY KEY("member_id","document")
);
--> statement-breakpoint
CREATE TABLE "reader_files" (
	"document" text PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"chapter_index" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kosync_progress" ADD CONSTRAINT "kosync_progress_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reader_files" ADD CONSTRAINT "reader_files_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;