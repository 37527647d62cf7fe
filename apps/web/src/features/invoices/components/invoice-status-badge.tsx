import type { InvoiceStatus } from '@dossier/contract';
import { Badge } from '@mantine/core';
import { nl } from '../../../i18n/nl.ts';

const COLOR: Record<InvoiceStatus, string> = {
  draft: 'gray',
  sent: 'blue',
  in_process: 'cyan',
  under_query: 'orange',
  accepted: 'teal',
  rejected: 'red',
  paid: 'green',
  credited: 'gray',
};

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    // The light badge's text in the colour's darkest shade: the Dutch status stays readable (4.5:1) in every colour.
    <Badge
      color={COLOR[status]}
      c={`${COLOR[status]}.9`}
      variant="light"
      radius="sm"
      style={{ flexShrink: 0 }}
    >
      {nl.invoices.status[status]}
    </Badge>
  );
}
