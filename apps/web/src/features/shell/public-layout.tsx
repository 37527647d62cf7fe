import { Box, Button, Container, Group } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { nl } from '../../i18n/nl.ts';

/** Shell of the public area: logo home, 'Account aanmaken' and 'Inloggen' (SPEC.md section 2). */
export function PublicLayout() {
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        style={{
          borderBottom: '1px solid var(--mantine-color-gray-2)',
          background: 'var(--mantine-color-white)',
          position: 'sticky',
          top: 0,
          zIndex: 10,
        }}
      >
        <Container size="lg" h={64}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Link to="/" aria-label={nl.product.homeLink} style={{ textDecoration: 'none' }}>
              <Logo name={nl.product.name} markOnlyOnPhones />
            </Link>
            <Group component="nav" aria-label={nl.publicShell.navigationLabel} gap="xs" wrap="nowrap">
              <Button component={Link} to="/register" variant="subtle">
                {nl.publicShell.register}
              </Button>
              <Button component={Link} to="/login">
                {nl.publicShell.login}
              </Button>
            </Group>
          </Group>
        </Container>
      </Box>
      <Box component="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
