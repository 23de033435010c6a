-- MI report views as security barriers (ADR 0010). A plain view is merged into the query that reads it,
-- so the planner may run the query's own conditions (a failing cast, a division by zero) on rows the
-- view's authority filter would have dropped: the error text, or whether there was an error at all,
-- then tells one competent authority about another's rows. A security_barrier view applies its own
-- filter first; only leakproof conditions are pushed below it.
DO $$
DECLARE
  report_view record;
BEGIN
  FOR report_view IN
    SELECT schemaname, viewname FROM pg_views WHERE schemaname LIKE 'mi\_report\_%'
  LOOP
    EXECUTE format('ALTER VIEW %I.%I SET (security_barrier = true)', report_view.schemaname, report_view.viewname);
  END LOOP;
END;
$$;
