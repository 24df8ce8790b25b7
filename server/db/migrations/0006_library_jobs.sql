CREATE TABLE "library_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"lane" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"leased_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_jobs_state_check" CHECK ("library_jobs"."state" in ('pending', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "library_jobs_pending_key" ON "library_jobs" USING btree ("kind","key") WHERE "library_jobs"."state" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "library_jobs_running_lane" ON "library_jobs" USING btree ("lane") WHERE "library_jobs"."state" = 'running';--> statement-breakpoint
CREATE INDEX "library_jobs_state_idx" ON "library_jobs" USING btree ("state","run_after");