-- A refusal raised from inside a statement (decision 055): a booking written in one statement, outside
-- any transaction, checks in that statement that every night was taken and, when one was not, fails as a
-- whole, so nothing of it stays. The error's SQLSTATE is YR001 and its message the reason, which the
-- repository that wrote the statement reads back (`refusalOf`).
CREATE FUNCTION "refuse_statement"("reason" text) RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'YR001', MESSAGE = reason;
END
$$;
