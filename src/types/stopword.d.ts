// The slice of stopword 3 this project uses: its per-language lists (the package ships no types for them).
declare module 'stopword' {
  export const eng: readonly string[];
  export const rus: readonly string[];
  export const ukr: readonly string[];
}
