CREATE TABLE "snippet_attachments" (
	"snippet_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "snippet_attachments_size_check" CHECK ("snippet_attachments"."size" = octet_length("snippet_attachments"."content"))
);
--> statement-breakpoint
ALTER TABLE "snippet_attachments" ADD CONSTRAINT "snippet_attachments_snippet_id_snippets_id_fk" FOREIGN KEY ("snippet_id") REFERENCES "snippets"("id") ON DELETE cascade ON UPDATE no action;