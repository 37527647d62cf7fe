import { Anchor, Box, Container, Divider, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Logo } from '../../../components/logo.tsx';
import { nl } from '../../../i18n/nl.ts';
import { nlLanding } from '../../../i18n/nl-landing.ts';

const { footer } = nlLanding;

function FooterColumn({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Text component="h2" size="sm" fw={700} c="brand.9">
        {heading}
      </Text>
      {children}
    </Stack>
  );
}

/** Company registration and contact details (SPEC.md section 2). */
export function SiteFooter() {
  return (
    <Box component="footer" py={48} style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <Logo name={nl.product.name} />
            <Text size="sm" c="dimmed">
              {footer.tagline}
            </Text>
          </Stack>
          <FooterColumn heading={footer.addressHeading}>
            <Text size="sm" component="address" style={{ fontStyle: 'normal' }}>
              {footer.companyName}
              {footer.addressLines.map((line) => (
                <span key={line}>
                  <br />
                  {line}
                </span>
              ))}
            </Text>
          </FooterColumn>
          <FooterColumn heading={footer.contactHeading}>
            <Anchor size="sm" href={`mailto:${footer.email}`}>
              {footer.email}
            </Anchor>
            <Anchor size="sm" href={`tel:${footer.phoneHref}`}>
              {footer.phone}
            </Anchor>
          </FooterColumn>
          <FooterColumn heading={footer.registrationHeading}>
            <Text size="sm">{footer.kvk}</Text>
            <Text size="sm">{footer.vat}</Text>
          </FooterColumn>
        </SimpleGrid>
        <Divider my="lg" />
        <Text size="xs" c="dimmed">
          {footer.copyright(new Date().getFullYear())}
        </Text>
      </Container>
    </Box>
  );
}
