// Evaluated on its own before the app (main.tsx): React, React DOM and the router.
export { createRoot } from 'react-dom/client';
export { RouterProvider } from 'react-router';
