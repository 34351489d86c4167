CREATE TABLE "catalog_revision" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"revision" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "catalog_revision_single_row" CHECK ("catalog_revision"."id" = 1)
);
