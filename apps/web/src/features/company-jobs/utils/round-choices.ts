// Which rounds the job form offers (docs/decisions/039): the API puts a job only in the current
// round or one announced after it (an ended one answers ROUND_ENDED, and so does a current round
// whose places were all taken), and lets an edited job keep the round it has, even once it has ended.

/** The rounds a job may be put in, the earliest first: the edited job's own round, then the current and upcoming ones. */
export function roundChoices<R extends { id: string; phase: string }>(
  rounds: { current: R | null; upcoming: readonly R[] },
  own?: R,
): R[] {
  const open = rounds.current && rounds.current.phase !== 'ended' ? rounds.current : null;
  const offered = open ? [open, ...rounds.upcoming] : [...rounds.upcoming];
  if (!own || offered.some((round) => round.id === own.id)) return offered;
  return [own, ...offered];
}
