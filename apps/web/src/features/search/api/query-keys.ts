/** Cache keys of the search feature: one entry per searched text. */
export const searchKeys = {
  all: ['search'] as const,
  results: (text: string) => ['search', text] as const,
};
