import { SimpleGrid, Text } from '@mantine/core';

export interface Detail {
  label: string;
  value: string;
}

/** Label/value pairs as a description list, in up to `columns` columns from the xs breakpoint on. */
export function DetailRows({ details, columns = 2 }: { details: readonly Detail[]; columns?: number }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: columns }} spacing="md" verticalSpacing="md" m={0}>
      {details.map(({ label, value }) => (
        <div key={label}>
          <Text component="dt" size="xs" fw={700} c="dimmed" tt="uppercase">
            {label}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
