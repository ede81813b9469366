import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

export const theme = createTheme({
  primaryColor: 'green',
  primaryShade: { light: 7, dark: 6 },
  colors: { green },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily:
      'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    fontWeight: '650',
  },
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { fw: 600 } },
    Modal: { defaultProps: { centered: true, radius: 'md' } },
    // Mantine draws dialog headers as <header>, which would be a second banner landmark while one is open.
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
    Notification: { defaultProps: { withBorder: true } },
    // Badges hold short labels (status, counts): a narrow table column must not cut them to 'Acti…'.
    Badge: { styles: { root: { flexShrink: 0, minWidth: 'max-content' } } },
  },
});
