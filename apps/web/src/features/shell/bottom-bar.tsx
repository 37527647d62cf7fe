import { Box, Text, UnstyledButton } from '@mantine/core';
import {
  type Icon,
  IconBuildings,
  IconFileInvoice,
  IconFolder,
  IconLogout,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { Link, useLocation } from 'react-router';
import { nl } from '../../i18n/nl.ts';

/**
 * One destination: an equal share of the bar's width, at least 56 px high (a 44 px touch target with room). A long
 * Dutch compound ('Facturatiegegevens') hyphenates where the phone knows Dutch and otherwise breaks where it must.
 */
const ITEM_STYLE: CSSProperties = {
  flex: '1 1 0',
  minWidth: 44,
  minHeight: 56,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  padding: '6px 2px',
  textAlign: 'center',
};

const LABEL_STYLE: CSSProperties = { hyphens: 'auto', overflowWrap: 'anywhere', lineHeight: 1.15 };

interface ItemFaceProps {
  label: string;
  icon: Icon;
  current: boolean;
}

function ItemFace({ label, icon: ItemIcon, current }: ItemFaceProps) {
  return (
    <>
      <ItemIcon aria-hidden size={22} stroke={current ? 2.2 : 1.7} />
      <Text component="span" fz={11} fw={current ? 700 : 500} style={LABEL_STYLE}>
        {label}
      </Text>
    </>
  );
}

const itemColors = (current: boolean): CSSProperties => ({
  ...ITEM_STYLE,
  color: current ? 'var(--mantine-color-brand-7)' : 'var(--mantine-color-gray-7)',
  background: current ? 'var(--mantine-color-brand-0)' : undefined,
});

function BarLink({ to, label, icon }: { to: string; label: string; icon: Icon }) {
  const { pathname } = useLocation();
  const current = pathname === to || pathname.startsWith(`${to}/`);
  return (
    <UnstyledButton
      component={Link}
      to={to}
      aria-current={current ? 'page' : undefined}
      style={itemColors(current)}
    >
      <ItemFace label={label} icon={icon} current={current} />
    </UnstyledButton>
  );
}

interface BarButtonProps {
  label: string;
  icon: Icon;
  onClick: () => void;
  current?: boolean;
}

function BarButton({ label, icon, onClick, current = false }: BarButtonProps) {
  return (
    <UnstyledButton aria-current={current ? 'page' : undefined} onClick={onClick} style={itemColors(current)}>
      <ItemFace label={label} icon={icon} current={current} />
    </UnstyledButton>
  );
}

/** The dossier list is where the start page and every dossier belong: there 'Dossiers' is the current place. */
const showsDossiers = (pathname: string) => pathname === '/app' || pathname.startsWith('/app/dossier/');

interface BottomBarProps {
  isAdmin: boolean;
  onLogout: () => void;
  /** Opens the dossier list, which on a phone is a drawer. */
  onOpenDossiers: () => void;
}

/**
 * The icon rail's destinations on a phone (issue 25): a bar along the bottom with a label under each icon, the same
 * rules as the rail (users, relations and billing for admins only), the current place marked with aria-current.
 */
export function BottomBar({ isAdmin, onLogout, onOpenDossiers }: BottomBarProps) {
  const { pathname } = useLocation();
  return (
    <Box
      component="nav"
      aria-label={nl.shell.railLabel}
      bg="gray.0"
      style={{
        display: 'flex',
        flexShrink: 0,
        borderTop: '1px solid var(--mantine-color-gray-3)',
        // Clear of a phone's home indicator should the page ever cover the whole screen (viewport-fit=cover).
        paddingBottom: 'env(safe-area-inset-bottom)',
      }}
    >
      <BarButton
        label={nl.dossiers.sidebarTitle}
        icon={IconFolder}
        onClick={onOpenDossiers}
        current={showsDossiers(pathname)}
      />
      {isAdmin ? <BarLink to="/app/users" label={nl.shell.users} icon={IconUsers} /> : null}
      {isAdmin ? <BarLink to="/app/relations" label={nl.shell.relations} icon={IconBuildings} /> : null}
      {isAdmin ? <BarLink to="/app/billing" label={nl.shell.billing} icon={IconFileInvoice} /> : null}
      <BarLink to="/app/account" label={nl.shell.account} icon={IconUser} />
      <BarButton label={nl.shell.logout} icon={IconLogout} onClick={onLogout} />
    </Box>
  );
}
