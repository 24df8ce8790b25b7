CREATE TABLE "post_view_marks" (
	"post_id" integer NOT NULL,
	"viewer" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	CONSTRAINT "post_view_marks_post_id_viewer_hour_pk" PRIMARY KEY("post_id","viewer","hour")
);
--> statement-breakpoint
ALTER TABLE "likes" ADD COLUMN "address_hash" text;--> statement-breakpoint
ALTER TABLE "post_view_marks" ADD CONSTRAINT "post_view_marks_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_view_marks_hour_idx" ON "post_view_marks" USING btree ("hour");--> statement-breakpoint
CREATE UNIQUE INDEX "likes_address_key" ON "likes" USING btree ("post_id","address_hash") WHERE "likes"."member_id" is null;