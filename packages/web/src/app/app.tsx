import { BrowserRouter } from 'react-router';
import { AppProvider } from './provider';
import { AppRoutes } from './routes';
import type { AppServices } from './services';

export function App({ services }: { services: AppServices }) {
  return (
    <AppProvider services={services}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
