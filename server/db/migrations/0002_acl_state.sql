CREATE TABLE "acl_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
