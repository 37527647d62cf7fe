import {
  type AnchorFactory,
  type ComboboxFactory,
  type CSSVariablesResolver,
  createTheme,
  type DrawerFactory,
  type ExtendComponent,
  type FieldsetFactory,
  type MantineColorsTuple,
  type MenuFactory,
  type ModalFactory,
  type NativeSelectFactory,
  type NotificationFactory,
  type PasswordInputFactory,
  type TextInputFactory,
  type TooltipFactory,
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

/**
 * Component defaults as plain objects (what `Modal.extend(...)` returns), typed by the component's factory:
 * importing the components here would pull Modal, Drawer, Menu and friends into every page's first load.
 */
export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand },
  defaultRadius: 'md',
  // The system's own sans-serif, on purpose (issue 25): no font file to download before the text shows (a first
  // load on a mobile network stays smaller and nothing reflows when a web font arrives), and on each device the face
  // its users read everywhere else (San Francisco, Segoe UI, Roboto). Nothing ships a font: 'Inter' was named first
  // before without being shipped, so only machines that happened to have it installed showed it.
  fontFamily:
    'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  components: {
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': nl.common.closeNotification } },
    } satisfies ExtendComponent<NotificationFactory>,
    Modal: {
      // returnFocus: the focus goes back to what opened the dialog (a dialog mounted open uses useReturnFocusOnUnmount).
      defaultProps: {
        closeButtonProps: { 'aria-label': nl.common.close },
        centered: true,
        returnFocus: true,
      },
      styles: { title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } },
    } satisfies ExtendComponent<ModalFactory>,
    Fieldset: {
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
    } satisfies ExtendComponent<FieldsetFactory>,
    Drawer: {
      defaultProps: { closeButtonProps: { 'aria-label': nl.common.close } },
    } satisfies ExtendComponent<DrawerFactory>,
    // A ' *' inside the label would become part of the field's name for assistive technology and tests;
    // required fields carry the required attribute instead.
    TextInput: { defaultProps: { withAsterisk: false } } satisfies ExtendComponent<TextInputFactory>,
    NativeSelect: { defaultProps: { withAsterisk: false } } satisfies ExtendComponent<NativeSelectFactory>,
    PasswordInput: {
      defaultProps: {
        withAsterisk: false,
        visibilityToggleButtonProps: { 'aria-label': nl.common.showPassword },
      },
    } satisfies ExtendComponent<PasswordInputFactory>,
    // Rendered in place (fixed, so nothing clips it) to stay inside its landmark for assistive technology.
    Tooltip: {
      defaultProps: { withArrow: true, openDelay: 200, withinPortal: false, floatingStrategy: 'fixed' },
    } satisfies ExtendComponent<TooltipFactory>,
    // Dropdowns too stay in place, inside their dialog or landmark (axe region); fixed, so no scroll box clips them.
    Combobox: {
      defaultProps: { withinPortal: false, floatingStrategy: 'fixed' },
    } satisfies ExtendComponent<ComboboxFactory>,
    // The focus placeholder Mantine puts in a menu is not a menu item (axe aria-required-children). A closed menu
    // gives the focus back to its button (Mantine's default, kept on purpose; dialogs opened from a menu do the same).
    Menu: {
      defaultProps: {
        withinPortal: false,
        floatingStrategy: 'fixed',
        withInitialFocusPlaceholder: false,
        returnFocus: true,
      },
    } satisfies ExtendComponent<MenuFactory>,
    // Links inside running text must not rely on colour alone (axe link-in-text-block).
    Anchor: { defaultProps: { underline: 'always' } } satisfies ExtendComponent<AnchorFactory>,
  },
});

/**
 * Mantine's dimmed (gray-6) and error (red-6) texts fail 4.5:1 on white; darker shades pass. So does the text of a
 * light variant (badges, light buttons, alerts' titles) in some colours: shade 9 on shade 1 is 3.6:1 in orange, 4.3:1
 * in teal (axe color-contrast). These darker texts give 4.9-5.2:1 on their shade 1; the other colours pass as they are.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-red-light-color': '#bf2828',
    '--mantine-color-teal-light-color': '#077352',
    '--mantine-color-green-light-color': '#257635',
    '--mantine-color-lime-light-color': '#47730a',
    '--mantine-color-yellow-light-color': '#a15300',
    '--mantine-color-orange-light-color': '#b13b0c',
    '--mantine-color-cyan-light-color': '#0a6c7e',
  },
  dark: {},
});
