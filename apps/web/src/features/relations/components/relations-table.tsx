import type { RelationResponse } from '@dossier/contract';
import { Badge, Box, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { nl } from '../../../i18n/nl.ts';

const t = nl.relations;

/** 'Extern' for an external party; a badge for a client of the product (SPEC.md section 2). */
function CompanyType({ isClient }: { isClient: boolean }) {
  if (!isClient) return <Text size="sm">{t.external}</Text>;
  return (
    // Sentence case and free to wrap, so a narrow column never cuts the text off.
    <Badge
      variant="light"
      color="brand"
      tt="none"
      h="auto"
      py={2}
      styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
    >
      {t.client}
    </Badge>
  );
}

interface RelationsTableProps {
  /** Id of the heading that names the table. */
  labelledBy: string;
  relations: RelationResponse[];
  /** The buttons of one row (accept, reject, cancel, toggle); no actions column when absent. */
  actions?: (relation: RelationResponse) => ReactNode;
}

/** Company and type per relation, with the actions the section allows. */
export function RelationsTable({ labelledBy, relations, actions }: RelationsTableProps) {
  return (
    <Table verticalSpacing="sm" horizontalSpacing="md" aria-labelledby={labelledBy}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t.columns.company}</Table.Th>
          <Table.Th w="30%" visibleFrom="sm">
            {t.columns.type}
          </Table.Th>
          {actions ? (
            <Table.Th w="1%">
              <VisuallyHidden>{t.actionsColumn}</VisuallyHidden>
            </Table.Th>
          ) : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {relations.map((relation) => (
          <Table.Tr key={relation.relation_id} data-relation-id={relation.relation_id}>
            <Table.Td>
              <Group gap="xs">
                <Text size="sm" fw={500}>
                  {relation.company.name}
                </Text>
                {relation.status === 'inactive' ? (
                  <Badge variant="outline" color="gray" size="sm">
                    {t.inactive}
                  </Badge>
                ) : null}
              </Group>
              {/* Small screens have no room for the type column: the type goes under the name. */}
              <Box hiddenFrom="sm" mt={4}>
                <CompanyType isClient={relation.company.is_meru_client} />
              </Box>
            </Table.Td>
            <Table.Td visibleFrom="sm">
              <CompanyType isClient={relation.company.is_meru_client} />
            </Table.Td>
            {actions ? (
              <Table.Td>
                <Group gap="xs" wrap="nowrap" justify="flex-end">
                  {actions(relation)}
                </Group>
              </Table.Td>
            ) : null}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
