-- The reason a company gives when it cancels an interview, shown to both parties.
ALTER TABLE "interviews" ADD COLUMN "cancel_reason" text;