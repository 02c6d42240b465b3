// How a person of a message is named: their name (a company's name, the office's), else the address.
// A candidate whose address a company may not see yet (decision 027) always has a name.
import type { MessagePerson } from '@fis/shared/message-schemas';

export const personName = (person: MessagePerson) => person.name ?? person.email ?? '';

/** The first recipients by name; the rest counted ("Chan Tai Man, Wong Siu Ming +3"). */
export function peopleList(people: readonly MessagePerson[], shown = 2): string {
  const names = people.slice(0, shown).map(personName).join(', ');
  return people.length > shown ? `${names} +${people.length - shown}` : names;
}
