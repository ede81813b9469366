import {
  createTheme,
  DEFAULT_THEME,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

const green: MantineColorsTuple = [
  '#e9f8ef',
  '#d5eddf',
  '#aad9bf',
  '#7cc49c',
  '#56b27f',
  '#3ea66c',
  '#2f9e62',
  '#238a52',
  '#1a7a48',
  '#0a6a3b',
];

/**
 * Mantine's palette with shades 8 (filled backgrounds under white text, coloured text) and 9 (text of
 * light variants on shade 1) darkened where the defaults miss WCAG AA's 4.5:1; see docs/decisions.md.
 */
function withDarkEnds(name: 'red' | 'teal' | 'orange' | 'cyan', shade8: string, shade9: string) {
  const [c0, c1, c2, c3, c4, c5, c6, c7] = DEFAULT_THEME.colors[name];
  const tuple: MantineColorsTuple = [c0, c1, c2, c3, c4, c5, c6, c7, shade8, shade9];
  return tuple;
}

export const theme = createTheme({
  primaryColor: 'green',
  // Shade 8 of every palette is the filled and text colour: the lighter default (7) misses AA on white.
  primaryShade: { light: 8, dark: 6 },
  colors: {
    green,
    red: withDarkEnds('red', '#c92a2a', '#a61e1e'),
    teal: withDarkEnds('teal', '#087f5b', '#06664a'),
    orange: withDarkEnds('orange', '#c2410c', '#9a3412'),
    cyan: withDarkEnds('cyan', '#0b7285', '#095c6b'),
  },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily:
      'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    fontWeight: '650',
  },
  cursorType: 'pointer',
  // Modals, menus and toasts appear without motion for a user whose system asks for less (WCAG 2.3.3).
  respectReducedMotion: true,
  components: {
    Button: { defaultProps: { fw: 600 } },
    // Mantine's close buttons are icons without a name; screen readers need one.
    Modal: { defaultProps: { centered: true, radius: 'md', closeButtonProps: { 'aria-label': 'Close' } } },
    // The placeholder is a focusable role=presentation div inside role=menu, which a menu may not hold;
    // without it focus goes to the first item on open, as the WAI-ARIA menu button pattern expects.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // Mantine puts its 'nothing found' text straight into the listbox, which may only hold options: an
    // unselectable option says it instead (a multi-select whose every choice is picked shows it open).
    ComboboxEmpty: { defaultProps: { role: 'option', 'aria-disabled': true, 'aria-selected': false } },
    // A closed select builds no dropdown: Mantine keeps a hidden one mounted, which Floating UI positions
    // when it mounts, reading its computed style (a forced style recalculation of the page in the first
    // commit). Option lists scroll with the browser's own scrolling (their height: global.css): Mantine's
    // ScrollArea measures itself when it mounts and whenever the page's layout moves (a forced layout).
    Combobox: { defaultProps: { keepMounted: false } },
    Select: { defaultProps: { withScrollArea: false } },
    MultiSelect: { defaultProps: { withScrollArea: false } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Notification: { defaultProps: { withBorder: true, closeButtonProps: { 'aria-label': 'Close' } } },
    // Mantine draws dialog headers as <header>, which would be a second banner landmark while one is open.
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
    // Badges hold short labels (status, counts): a narrow table column must not cut them to 'Acti…'.
    Badge: { styles: { root: { flexShrink: 0, minWidth: 'max-content' } } },
  },
});

/** Mantine's dimmed grey and error red (gray-6 3.3:1, red-6 3.3:1 on white) are too light for text. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5f676e', '--mantine-color-error': 'var(--mantine-color-red-8)' },
  dark: {},
});
