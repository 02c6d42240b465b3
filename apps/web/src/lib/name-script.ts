// Which writing a name is in, for putting a name given once (at registration) into the field of
// its language: Chinese characters, Latin letters, or both (digits and punctuation say nothing).

export type NameScript = 'chinese' | 'latin' | 'mixed' | 'none';

const HAN = /\p{Script=Han}/u;
const LATIN = /\p{Script=Latin}/u;

export function nameScript(name: string): NameScript {
  const chinese = HAN.test(name);
  const latin = LATIN.test(name);
  if (chinese && latin) return 'mixed';
  if (chinese) return 'chinese';
  return latin ? 'latin' : 'none';
}
