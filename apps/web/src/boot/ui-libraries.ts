// Evaluated on its own before the app (main.tsx): MUI's styling and React Query. (Named exports
// only: a re-exported namespace, such as zod's `z`, would keep all of it in the first load.)
export { ThemeProvider } from '@mui/material/styles';
export { QueryClientProvider } from '@tanstack/react-query';
