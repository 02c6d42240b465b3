// A candidate's "Write a message" to a company, shown only where sending would work: the
// recipient look-up (which suggests only those the caller may write to: a company they applied
// to) is asked for the company's name, and the link appears when it answers with that company.
// The pages know the company's names but not its account's address, which the look-up gives.
import { type CompanyNames, companyNameIn } from '@fis/shared/company-name';
import { Role } from '@fis/shared/enums';
import type { ButtonProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEmailSuggestions } from '../api/messages';
import { WriteMessageLink } from './write-message-link';

/** The name the look-up is asked for: the first the company goes by (none: no look-up). */
export const lookupName = (names: readonly (string | null | undefined)[]): string =>
  names.find((name): name is string => Boolean(name)) ?? '';

export function WriteToCompanyLink({
  names,
  company,
  subject,
  ...props
}: {
  /** The names the company may go by, as written (the look-up answers with one of them). */
  names: readonly (string | null | undefined)[];
  /** The company's names as the page shows them (the reader's language), for the link's accessible name. */
  company: CompanyNames;
  subject?: string;
} & ButtonProps) {
  const { i18n } = useTranslation();
  const known = names.filter((name): name is string => Boolean(name));
  const suggestions = useEmailSuggestions(lookupName(names));
  const account = suggestions.data?.items.find(
    (person) => person.role === Role.COMPANY && person.name !== null && known.includes(person.name),
  );
  if (!account) return null;
  return (
    <WriteMessageLink
      area="candidate"
      to={account.email}
      name={companyNameIn(company, i18n.language)}
      subject={subject}
      {...props}
    />
  );
}
