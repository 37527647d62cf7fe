import type { InvoiceStatus } from '@dossier/contract';
import { Badge } from '@mantine/core';
import { nl } from '../../../i18n/nl.ts';

/** Dark shades on the light badge: the Dutch status stays readable (4.5:1) in every colour. */
const COLOR: Record<InvoiceStatus, string> = {
  draft: 'gray.8',
  sent: 'blue.9',
  in_process: 'cyan.9',
  under_query: 'orange.9',
  accepted: 'teal.9',
  rejected: 'red.9',
  paid: 'green.9',
  credited: 'gray.8',
};

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    <Badge color={COLOR[status]} variant="light" radius="sm" style={{ flexShrink: 0 }}>
      {nl.invoices.status[status]}
    </Badge>
  );
}
