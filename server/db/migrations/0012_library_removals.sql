CREATE TABLE "library_removals" (
	"path" text PRIMARY KEY NOT NULL,
	"posttype" text NOT NULL,
	"title" jsonb NOT NULL,
	"member_id" integer,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "library_removals" ADD CONSTRAINT "library_removals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;