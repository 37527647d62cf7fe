import { Group, Text } from '@mantine/core';

/** The product mark: a document in a rounded square, as in the favicon. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="var(--mantine-color-brand-8)" />
      <path d="M10 8h8l5 5v11a1 1 0 0 1-1 1H10a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z" fill="#fff" />
      <path d="M18 8v5h5" fill="#c9d6e6" />
      <path
        d="M12.5 17h7M12.5 20.5h5"
        stroke="var(--mantine-color-brand-8)"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The mark with the product name; `markOnlyOnPhones` leaves room for a header's buttons on the smallest screens. */
export function Logo({ name, markOnlyOnPhones = false }: { name: string; markOnlyOnPhones?: boolean }) {
  return (
    <Group gap={10} wrap="nowrap">
      <LogoMark />
      <Text
        component="span"
        fw={700}
        fz="lg"
        c="brand.9"
        visibleFrom={markOnlyOnPhones ? 'xs' : undefined}
        style={{ letterSpacing: '-0.01em' }}
      >
        {name}
      </Text>
    </Group>
  );
}
