-- Recommendation lists refreshed on change (docs/decisions/029). The database, not the use cases,
-- notices the changes: every writer (the forms, the admin, the seeds, the expiry task, a script)
-- is covered. Two kinds of notice:
-- * the owner's own facts changed: its list is forgotten at once (ids null, version raised) by a
--   row trigger, in the writer's transaction. Kinds: 1 = the jobs for a candidate (owner: the
--   candidate's user id), 2 = the candidates for a job (owner: the job's id), as
--   RecommendationListKind in apps/api/src/modules/matching/recommendation-lists.ts;
-- * something on one side changed (any job for the candidates' lists, any candidate's facts for
--   the jobs' lists): the side's stamp takes the counter's next value, once per transaction, at
--   commit (a deferred constraint trigger), so the one row's lock is held for the commit alone
--   and taken after every other lock of the transaction: no deadlock, and the counter is in
--   commit order. A list read for computing at counter g is stale once a side stamp passes g.
INSERT INTO recommendation_generations (id) VALUES (1);
--> statement-breakpoint
CREATE FUNCTION recommendation_side_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- A bulk write queues this once per row: the first of the transaction (per side) does the work.
  IF current_setting('fis.recommendation_side_' || TG_ARGV[0], true) = 'changed' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('fis.recommendation_side_' || TG_ARGV[0], 'changed', true);
  UPDATE recommendation_generations SET counter = counter + 1,
    jobs_changed = CASE WHEN TG_ARGV[0] IN ('jobs', 'both') THEN counter + 1 ELSE jobs_changed END,
    candidates_changed = CASE WHEN TG_ARGV[0] IN ('candidates', 'both') THEN counter + 1 ELSE candidates_changed END;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION forget_recommendation_list() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  owner uuid;
BEGIN
  -- TG_ARGV: the list kind, the column naming the owner.
  FOR owner IN
    SELECT DISTINCT o FROM unnest(ARRAY[
      CASE WHEN TG_OP <> 'INSERT' THEN (to_jsonb(OLD) ->> TG_ARGV[1])::uuid END,
      CASE WHEN TG_OP <> 'DELETE' THEN (to_jsonb(NEW) ->> TG_ARGV[1])::uuid END]) o
    WHERE o IS NOT NULL
  LOOP
    -- Inserted when absent too: a reader computing this list right now must not store it.
    INSERT INTO recommendation_lists (owner_kind, owner_id, version) VALUES (TG_ARGV[0]::smallint, owner, 1)
    ON CONFLICT (owner_kind, owner_id) DO UPDATE
      SET ids = NULL, matches = NULL, generation = NULL, version = recommendation_lists.version + 1;
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Jobs: what the pool, the score and the gate read (not view_count, not the texts: the cards are
-- read live). A job's function or mode is also a fact of the candidates who applied to or saved it.
CREATE CONSTRAINT TRIGGER jobs_recommendation_side
AFTER INSERT OR DELETE OR UPDATE OF approval_status, status, deleted_at, expires_on, posted_at, skills,
  job_function, job_mode, location, city, education_levels, graduation_year_from, graduation_year_to, company_id
ON jobs DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION recommendation_side_changed('jobs');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER jobs_function_recommendation_side
AFTER UPDATE OF job_function, job_mode ON jobs DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW WHEN (OLD.job_function IS DISTINCT FROM NEW.job_function OR OLD.job_mode IS DISTINCT FROM NEW.job_mode)
EXECUTE FUNCTION recommendation_side_changed('candidates');
--> statement-breakpoint
CREATE TRIGGER jobs_recommendation_owner
AFTER DELETE OR UPDATE OF approval_status, status, deleted_at, expires_on, posted_at, skills,
  job_function, job_mode, location, city, education_levels, graduation_year_from, graduation_year_to, company_id
ON jobs FOR EACH ROW EXECUTE FUNCTION forget_recommendation_list('2', 'id');
--> statement-breakpoint
-- A company listed or unlisted shows or hides its jobs (visibleJobs).
CREATE CONSTRAINT TRIGGER companies_recommendation_side
AFTER UPDATE OF approval_status, profile_saved_at ON companies DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION recommendation_side_changed('jobs');
--> statement-breakpoint
-- An account suspended or restored: a candidate leaves or joins the jobs' lists, a company's jobs
-- the candidates' lists.
CREATE CONSTRAINT TRIGGER users_recommendation_side
AFTER UPDATE OF status ON users DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION recommendation_side_changed('both');
--> statement-breakpoint
-- The candidate's facts: skills, education, graduation, home city, takeable regions (every write
-- of an eligibility fact works them out again), and updated_at, which orders a job's pool.
CREATE CONSTRAINT TRIGGER candidate_profiles_recommendation_side
AFTER INSERT OR DELETE OR UPDATE OF skills, education_level, graduation_year, city_of_residence,
  takeable_regions, updated_at
ON candidate_profiles DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION recommendation_side_changed('candidates');
--> statement-breakpoint
CREATE TRIGGER candidate_profiles_recommendation_owner
AFTER INSERT OR DELETE OR UPDATE OF skills, education_level, graduation_year, city_of_residence,
  takeable_regions, updated_at
ON candidate_profiles FOR EACH ROW EXECUTE FUNCTION forget_recommendation_list('1', 'user_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER candidate_education_recommendation_side
AFTER INSERT OR UPDATE OR DELETE ON candidate_education DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION recommendation_side_changed('candidates');
--> statement-breakpoint
CREATE TRIGGER candidate_education_recommendation_owner
AFTER INSERT OR UPDATE OR DELETE ON candidate_education
FOR EACH ROW EXECUTE FUNCTION forget_recommendation_list('1', 'user_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER candidate_job_preferences_recommendation_side
AFTER INSERT OR UPDATE OR DELETE ON candidate_job_preferences DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION recommendation_side_changed('candidates');
--> statement-breakpoint
CREATE TRIGGER candidate_job_preferences_recommendation_owner
AFTER INSERT OR UPDATE OR DELETE ON candidate_job_preferences
FOR EACH ROW EXECUTE FUNCTION forget_recommendation_list('1', 'user_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER job_bookmarks_recommendation_side
AFTER INSERT OR UPDATE OR DELETE ON job_bookmarks DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION recommendation_side_changed('candidates');
--> statement-breakpoint
CREATE TRIGGER job_bookmarks_recommendation_owner
AFTER INSERT OR UPDATE OR DELETE ON job_bookmarks
FOR EACH ROW EXECUTE FUNCTION forget_recommendation_list('1', 'user_id');
--> statement-breakpoint
-- Applications: only a real one (stage 0, NEW, and up: FIRST_APPLIED_STAGE), not a job only
-- viewed (-1), and only when a change crosses that line; the company's moves change no fact.
CREATE CONSTRAINT TRIGGER applications_inserted_recommendation_side
AFTER INSERT ON applications DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.stage >= 0)
EXECUTE FUNCTION recommendation_side_changed('candidates');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER applications_moved_recommendation_side
AFTER UPDATE OF stage ON applications DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW WHEN ((OLD.stage >= 0) IS DISTINCT FROM (NEW.stage >= 0))
EXECUTE FUNCTION recommendation_side_changed('candidates');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER applications_deleted_recommendation_side
AFTER DELETE ON applications DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.stage >= 0)
EXECUTE FUNCTION recommendation_side_changed('candidates');
--> statement-breakpoint
CREATE TRIGGER applications_inserted_recommendation_owner
AFTER INSERT ON applications FOR EACH ROW WHEN (NEW.stage >= 0)
EXECUTE FUNCTION forget_recommendation_list('1', 'candidate_id');
--> statement-breakpoint
CREATE TRIGGER applications_moved_recommendation_owner
AFTER UPDATE OF stage ON applications FOR EACH ROW WHEN ((OLD.stage >= 0) IS DISTINCT FROM (NEW.stage >= 0))
EXECUTE FUNCTION forget_recommendation_list('1', 'candidate_id');
--> statement-breakpoint
CREATE TRIGGER applications_deleted_recommendation_owner
AFTER DELETE ON applications FOR EACH ROW WHEN (OLD.stage >= 0)
EXECUTE FUNCTION forget_recommendation_list('1', 'candidate_id');
--> statement-breakpoint
-- "Not interested" and the office's picks belong to a pair: both owners' lists are forgotten (the
-- live gate already hides a dismissed pair; the list is made again to fill its place).
CREATE TRIGGER recommendation_dismissals_candidate_owner
AFTER INSERT OR UPDATE OR DELETE ON recommendation_dismissals
FOR EACH ROW EXECUTE FUNCTION forget_recommendation_list('1', 'candidate_id');
--> statement-breakpoint
CREATE TRIGGER recommendation_dismissals_job_owner
AFTER INSERT OR UPDATE OR DELETE ON recommendation_dismissals
FOR EACH ROW EXECUTE FUNCTION forget_recommendation_list('2', 'job_id');
--> statement-breakpoint
CREATE TRIGGER office_recommendations_candidate_owner
AFTER INSERT OR UPDATE OR DELETE ON office_recommendations
FOR EACH ROW EXECUTE FUNCTION forget_recommendation_list('1', 'candidate_id');
--> statement-breakpoint
CREATE TRIGGER office_recommendations_job_owner
AFTER INSERT OR UPDATE OR DELETE ON office_recommendations
FOR EACH ROW EXECUTE FUNCTION forget_recommendation_list('2', 'job_id');
