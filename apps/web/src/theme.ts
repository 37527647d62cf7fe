import {
  Anchor,
  Combobox,
  type CSSVariablesResolver,
  createTheme,
  Drawer,
  Fieldset,
  type MantineColorsTuple,
  Menu,
  Modal,
  NativeSelect,
  Notification,
  PasswordInput,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { nl } from './i18n/nl.ts';

/** A deep blue whose filled shade carries white text at 6.5:1 (axe asks 4.5:1; Mantine's blue-6 fails). */
const brand: MantineColorsTuple = [
  '#edf2f9',
  '#d9e3f1',
  '#b1c6e4',
  '#86a7d6',
  '#628dca',
  '#4b7cc2',
  '#2f5f9e',
  '#254f87',
  '#1d3f6d',
  '#142d50',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand },
  defaultRadius: 'md',
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  components: {
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': nl.common.closeNotification } },
    }),
    Modal: Modal.extend({
      defaultProps: { closeButtonProps: { 'aria-label': nl.common.close }, centered: true },
      styles: { title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } },
    }),
    Fieldset: Fieldset.extend({
      styles: {
        legend: {
          fontWeight: 700,
          fontSize: 'var(--mantine-font-size-xs)',
          textTransform: 'uppercase',
          letterSpacing: '0.05em',
          color: 'var(--mantine-color-brand-8)',
          marginBottom: 'var(--mantine-spacing-xs)',
        },
      },
    }),
    Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': nl.common.close } } }),
    // A ' *' inside the label would become part of the field's name for assistive technology and tests;
    // required fields carry the required attribute instead.
    TextInput: TextInput.extend({ defaultProps: { withAsterisk: false } }),
    NativeSelect: NativeSelect.extend({ defaultProps: { withAsterisk: false } }),
    PasswordInput: PasswordInput.extend({
      defaultProps: {
        withAsterisk: false,
        visibilityToggleButtonProps: { 'aria-label': nl.common.showPassword },
      },
    }),
    // Rendered in place (fixed, so nothing clips it) to stay inside its landmark for assistive technology.
    Tooltip: Tooltip.extend({
      defaultProps: { withArrow: true, openDelay: 200, withinPortal: false, floatingStrategy: 'fixed' },
    }),
    // Dropdowns too stay in place, inside their dialog or landmark (axe region); fixed, so no scroll box clips them.
    Combobox: Combobox.extend({ defaultProps: { withinPortal: false, floatingStrategy: 'fixed' } }),
    // The focus placeholder Mantine puts in a menu is not a menu item (axe aria-required-children).
    Menu: Menu.extend({
      defaultProps: { withinPortal: false, floatingStrategy: 'fixed', withInitialFocusPlaceholder: false },
    }),
    // Links inside running text must not rely on colour alone (axe link-in-text-block).
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
  },
});

/** Mantine's dimmed (gray-6) and error (red-6) texts fail 4.5:1 on white; darker shades pass. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
