-- Search also finds posts by their people and categories: the folded words of an author, of a
-- director's or actor's name and of a category's name in each language, each with a GIN index, so a
-- query reads matching people and categories from the index and their posts through post_people
-- and post_categories (both indexed by person and category).
ALTER TABLE "categories" ADD COLUMN "search_words_vi" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(mot_fold(name->>'vi'), ''))) STORED;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "search_words_en" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(mot_fold(name->>'en'), ''))) STORED;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "search_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', mot_fold(title))) STORED;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_author_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(mot_fold(author), ''))) STORED;--> statement-breakpoint
CREATE INDEX "categories_search_words_vi_idx" ON "categories" USING gin ("search_words_vi");--> statement-breakpoint
CREATE INDEX "categories_search_words_en_idx" ON "categories" USING gin ("search_words_en");--> statement-breakpoint
CREATE INDEX "people_search_words_idx" ON "people" USING gin ("search_words");--> statement-breakpoint
CREATE INDEX "posts_search_author_words_idx" ON "posts" USING gin ("search_author_words");