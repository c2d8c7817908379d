import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProvider } from './provider';
import { createRoutes } from './routes';
import type { AppServices } from './services';

export function App({ services }: { services: AppServices }) {
  const router = createBrowserRouter(createRoutes());
  return (
    <AppProvider services={services}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
