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
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "full_name" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "username" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "avatar" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "about" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "library_entries" ADD CONSTRAINT "library_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_entries" ADD CONSTRAINT "library_entries_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_positions" ADD CONSTRAINT "library_positions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_positions" ADD CONSTRAINT "library_positions_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_token_hash_key" ON "password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_resets_member_id_idx" ON "password_resets" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "likes_member_idx" ON "likes" USING btree ("member_id","created_at") WHERE "likes"."member_id" is not null;--> statement-breakpoint
CREATE INDEX "likes_device_idx" ON "likes" USING btree ("device_id") WHERE "likes"."member_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "members_username_key" ON "members" USING btree (lower("username"));