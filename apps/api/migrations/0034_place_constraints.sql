CREATE INDEX "round_places_company_idx" ON "round_places" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "placement_extensions" ADD CONSTRAINT "placement_extensions_status_check" CHECK ("placement_extensions"."status" IN ('pending', 'approved', 'refused', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "placement_extensions" ADD CONSTRAINT "placement_extensions_months_check" CHECK ("placement_extensions"."months" > 0);--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_side_check" CHECK ("placements"."side" IN ('HongKong', 'GBA'));--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_months_check" CHECK ("placements"."months" > 0);--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_allowance_check" CHECK ("placements"."monthly_allowance" >= 0);--> statement-breakpoint
ALTER TABLE "round_places" ADD CONSTRAINT "round_places_side_check" CHECK ("round_places"."side" IN ('HongKong', 'GBA'));--> statement-breakpoint
ALTER TABLE "round_places" ADD CONSTRAINT "round_places_granted_check" CHECK ("round_places"."granted" >= 0);