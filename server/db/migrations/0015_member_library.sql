CREATE TABLE "library_entries" (
	"member_id" integer NOT NULL,
	"list" text NOT NULL,
	"post_id" integer NOT NULL,
	"at" bigint NOT NULL,
	"removed" boolean DEFAULT false NOT NULL,
	"chapter" integer,
	CONSTRAINT "library_entries_member_id_list_post_id_pk" PRIMARY KEY("member_id","list","post_id"),
	CONSTRAINT "library_entries_list_check" CHECK ("library_entries"."list" in ('saved', 'history'))
);
--> statement-breakpoint
CREATE TABLE "library_positions" (
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"post_id" integer NOT NULL,
	"index" integer NOT NULL,
	"at" bigint NOT NULL,
	"place" jsonb NOT NULL,
	CONSTRAINT "library_positions_member_id_kind_post_id_index_pk" PRIMARY KEY("member_id","kind","post_id","index"),
	CONSTRAINT "library_positions_kind_check" CHECK ("library_positions"."kind" in ('chapter', 'film'))
);
--> statement-breakpoint
ALTER TABLE "library_entries" ADD CONSTRAINT "library_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_entries" ADD CONSTRAINT "library_entries_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_positions" ADD CONSTRAINT "library_positions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_positions" ADD CONSTRAINT "library_positions_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "likes_member_idx" ON "likes" USING btree ("member_id","created_at") WHERE "likes"."member_id" is not null;--> statement-breakpoint
CREATE INDEX "likes_device_idx" ON "likes" USING btree ("device_id") WHERE "likes"."member_id" is null;