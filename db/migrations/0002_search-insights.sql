CREATE TABLE "search_query_days" (
	"day" date NOT NULL,
	"query" text NOT NULL,
	"searches" integer NOT NULL,
	"zero_result_searches" integer NOT NULL,
	CONSTRAINT "search_query_days_day_query_pk" PRIMARY KEY("day","query"),
	CONSTRAINT "search_query_days_counts" CHECK ("search_query_days"."zero_result_searches" <= "search_query_days"."searches")
);
