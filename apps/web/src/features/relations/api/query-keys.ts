/** Cache keys of the relations feature; invalidating `relationKeys.all` refreshes the lists. */
export const relationKeys = {
  all: ['relations'] as const,
  list: ['relations', 'list'] as const,
  search: (query: string) => ['relations', 'search', query] as const,
};
