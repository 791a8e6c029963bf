import { createTheme } from '@mui/material/styles';

declare module '@mui/material/styles' {
  interface Palette {
    tertiary: Palette['primary'];
  }
  interface PaletteOptions {
    tertiary?: PaletteOptions['primary'];
  }
}

declare module '@mui/material/Button' {
  interface ButtonPropsColorOverrides {
    tertiary: true;
  }
}

/** Dark navy (primary). */
export const navy = '#13294b';
/** Lime green (secondary); navy text on it for contrast (≈ 9:1). */
export const lime = '#a6ce39';
/** Red for warnings and errors (≈ 5.6:1 on white). */
export const red = '#c62828';
/** The test-environment border colour. */
export const testBorderYellow = '#ffd600';

/** Rows of multiline text boxes (document 1 §9). */
export const multilineRows = 12;

const systemFonts = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  'sans-serif',
].join(',');

/**
 * The app theme (document 1 §9): primary dark navy, secondary lime green, tertiary white,
 * warning and error red; dialogs about 65 characters wide; system fonts only (no network).
 */
export const theme = createTheme({
  palette: {
    primary: { main: navy, contrastText: '#ffffff' },
    secondary: { main: lime, contrastText: navy },
    tertiary: { main: '#ffffff', light: '#ffffff', dark: '#e8ebf0', contrastText: navy },
    warning: { main: red, contrastText: '#ffffff' },
    error: { main: red, contrastText: '#ffffff' },
    background: { default: '#f5f6f8', paper: '#ffffff' },
  },
  typography: {
    fontFamily: systemFonts,
    button: { textTransform: 'none', fontWeight: 600 },
  },
  shape: { borderRadius: 8 },
  components: {
    MuiDialog: {
      styleOverrides: {
        paper: ({ ownerState }) =>
          ownerState.fullScreen ? {} : { width: 'calc(100% - 32px)', maxWidth: '65ch', margin: 16 },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});
