DROP INDEX "posts_search_vi_words_idx";--> statement-breakpoint
DROP INDEX "posts_search_en_words_idx";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_words_vi" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(mot_fold(title->>'vi'), ''))) STORED;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_words_en" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(mot_fold(title->>'en'), ''))) STORED;--> statement-breakpoint
CREATE INDEX "posts_search_words_vi_idx" ON "posts" USING gin ("search_words_vi");--> statement-breakpoint
CREATE INDEX "posts_search_words_en_idx" ON "posts" USING gin ("search_words_en");