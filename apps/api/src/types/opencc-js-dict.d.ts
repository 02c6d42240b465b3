// opencc-js exports its dictionaries ("source replacement|source replacement…") without types.
declare module 'opencc-js/dict/*' {
  const dictionary: string;
  export default dictionary;
}
