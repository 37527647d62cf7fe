/** Cache keys of the invoices feature. */
export const invoiceKeys = {
  lists: ['invoices', 'list'] as const,
  list: (dossierId: string) => ['invoices', 'list', dossierId] as const,
};
