// The company ID a company signs in with: FIS- and its number, zero-padded to five digits.
const PATTERN = /^FIS-?(\d{1,9})$/i;

export function formatCompanyCode(companyNumber: number): string {
  return `FIS-${String(companyNumber).padStart(5, '0')}`;
}

/** The company number in a company ID, or null when the text is not one (an email, say). */
export function parseCompanyCode(text: string): number | null {
  const match = PATTERN.exec(text.trim());
  return match?.[1] ? Number(match[1]) : null;
}
