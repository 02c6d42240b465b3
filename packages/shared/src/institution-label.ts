// How a candidate's institution reads, wherever it is shown (the candidate's profile, a company's
// lists and pages of candidates, the applicants' CSV): the name the candidate wrote when they
// chose Other, else the catalog's name of the institution, else its code.

/** The catalog key of an institution's name. */
export function institutionKey(institution: string): string {
  return `common:options.institution.${institution}`;
}

/**
 * The institution of `candidate` as a reader sees it. `translate` looks a catalog key up in the
 * reader's language, giving `defaultValue` when the catalog has no such key (i18next's `t` does).
 */
export function institutionLabel(
  candidate: { institution: string; institutionOther?: string | null },
  translate: (key: string, options: { defaultValue: string }) => string,
): string {
  if (candidate.institution === 'Other' && candidate.institutionOther) return candidate.institutionOther;
  return translate(institutionKey(candidate.institution), { defaultValue: candidate.institution });
}
