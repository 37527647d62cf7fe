import { SimpleGrid, Text } from '@mantine/core';

export interface Detail {
  label: string;
  value: string;
  /** Takes a whole row, for a long value such as a title. */
  wide?: boolean;
}

/** Label/value pairs as a description list, in up to `columns` columns from the xs breakpoint on. */
export function DetailRows({ details, columns = 2 }: { details: readonly Detail[]; columns?: number }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: columns }} spacing="md" verticalSpacing="md" m={0}>
      {details.map(({ label, value, wide = false }) => (
        <div key={label} style={wide ? { gridColumn: '1 / -1' } : undefined}>
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
