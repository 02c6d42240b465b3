// A chart's category labels (a company's name, a programme) are cut to fit the axis beside the
// bars, with an ellipsis; the table beside the chart has them whole. A Chinese character is about
// twice as wide as a Latin letter, and counts twice.
const wide = (character: string) => /[\p{Script=Han}\u3000-\u30ff\uff00-\uffef]/u.test(character);

export function chartLabel(label: string, letters = 22): string {
  let used = 0;
  const kept: string[] = [];
  for (const character of label) {
    used += wide(character) ? 2 : 1;
    if (used > letters) return `${kept.join('').trimEnd()}…`;
    kept.push(character);
  }
  return label;
}
