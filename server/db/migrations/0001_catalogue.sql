CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"posttype" text NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chapters" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"index" integer NOT NULL,
	"novel_index" integer,
	"title" jsonb NOT NULL,
	"source" jsonb,
	"content" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"page" text NOT NULL,
	"position" integer NOT NULL,
	"module" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "likes" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"member_id" integer,
	"device_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "likes_owner_check" CHECK ("likes"."member_id" is not null or "likes"."device_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"entry" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_categories" (
	"post_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "post_categories_post_id_category_id_pk" PRIMARY KEY("post_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "post_people" (
	"post_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"role" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "post_people_post_id_person_id_role_pk" PRIMARY KEY("post_id","person_id","role")
);
--> statement-breakpoint
CREATE TABLE "post_views_daily" (
	"post_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "post_views_daily_post_id_day_pk" PRIMARY KEY("post_id","day")
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"posttype" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"feature" text,
	"banner" text,
	"release_year" integer,
	"author" text,
	"play_url" text,
	"like_count" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"views_day" integer DEFAULT 0 NOT NULL,
	"views_week" integer DEFAULT 0 NOT NULL,
	"rating_total" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"episode_total" integer DEFAULT 0 NOT NULL,
	"search_vi" text GENERATED ALWAYS AS (mot_fold(title->>'vi')) STORED,
	"search_en" text GENERATED ALWAYS AS (mot_fold(title->>'en')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_posttype_check" CHECK ("posts"."posttype" in ('movie', 'comic', 'novel', 'game'))
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"post_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_post_id_member_id_pk" PRIMARY KEY("post_id","member_id"),
	CONSTRAINT "ratings_rating_check" CHECK ("ratings"."rating" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_categories" ADD CONSTRAINT "post_categories_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_categories" ADD CONSTRAINT "post_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_people" ADD CONSTRAINT "post_people_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_people" ADD CONSTRAINT "post_people_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_views_daily" ADD CONSTRAINT "post_views_daily_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_posttype_slug_key" ON "categories" USING btree ("posttype","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "chapters_post_index_key" ON "chapters" USING btree ("post_id","index");--> statement-breakpoint
CREATE INDEX "dashboard_modules_page_idx" ON "dashboard_modules" USING btree ("page","position");--> statement-breakpoint
CREATE UNIQUE INDEX "likes_member_key" ON "likes" USING btree ("post_id","member_id") WHERE "likes"."member_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "likes_device_key" ON "likes" USING btree ("post_id","device_id") WHERE "likes"."member_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "members_email_key" ON "members" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "people_slug_key" ON "people" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "post_categories_category_idx" ON "post_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "post_people_person_idx" ON "post_people" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "post_views_daily_day_idx" ON "post_views_daily" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "posts_slug_key" ON "posts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "posts_views_day_idx" ON "posts" USING btree ("posttype","views_day" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_views_week_idx" ON "posts" USING btree ("posttype","views_week" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_created_idx" ON "posts" USING btree ("posttype","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_updated_idx" ON "posts" USING btree ("posttype","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_likes_idx" ON "posts" USING btree ("posttype","like_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_rating_idx" ON "posts" USING btree ("posttype","rating_total" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_views_idx" ON "posts" USING btree ("posttype","views" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_search_vi_words_idx" ON "posts" USING gin (to_tsvector('simple', "search_vi"));--> statement-breakpoint
CREATE INDEX "posts_search_en_words_idx" ON "posts" USING gin (to_tsvector('simple', "search_en"));--> statement-breakpoint
CREATE INDEX "posts_search_vi_trgm_idx" ON "posts" USING gin ("search_vi" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "posts_search_en_trgm_idx" ON "posts" USING gin ("search_en" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");