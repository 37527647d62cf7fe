import type { UserResponse } from '@dossier/contract';
import { Table, Text } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { nl } from '../../../i18n/nl.ts';

const t = nl.users;

interface UsersTableProps {
  users: UserResponse[];
  currentUserId: string;
  onOpen: (user: UserResponse) => void;
}

/** Name, e-mail and role per colleague; a row opens its details on click, Enter or Space. */
export function UsersTable({ users, currentUserId, onOpen }: UsersTableProps) {
  const onKeyDown = (event: KeyboardEvent, user: UserResponse) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onOpen(user);
  };
  return (
    <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t.columns.name}</Table.Th>
          <Table.Th visibleFrom="sm">{t.columns.email}</Table.Th>
          <Table.Th>{t.columns.role}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {users.map((user) => (
          <Table.Tr
            key={user.id}
            tabIndex={0}
            aria-haspopup="dialog"
            title={t.openDetails(user.full_name || user.email)}
            onClick={() => onOpen(user)}
            onKeyDown={(event) => onKeyDown(event, user)}
            style={{ cursor: 'pointer' }}
          >
            <Table.Td>
              <Text size="sm" fw={500} span>
                {user.full_name || nl.common.emptyValue}
              </Text>
              {user.id === currentUserId ? (
                <Text size="sm" c="dimmed" span>
                  {` ${t.you}`}
                </Text>
              ) : null}
              {/* Small screens have no room for the e-mail column: the address goes under the name. */}
              <Text size="xs" c="dimmed" hiddenFrom="sm" style={{ overflowWrap: 'anywhere' }}>
                {user.email}
              </Text>
            </Table.Td>
            <Table.Td visibleFrom="sm">{user.email}</Table.Td>
            <Table.Td>{nl.roles[user.role]}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
