import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/router';
import { createQueryClient } from '../lib/query-client';
import { type StoredUser, setStoredUser } from '../lib/session';

/** Shows the router's current path and query, so tests can assert where a visit ended up. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

export const testUser: StoredUser = { token: 'test-token', name: '王小明', account: 'ming' };

/** Renders the whole app at `path`, optionally with a stored session. */
export function renderApp(path: string, options: { user?: StoredUser } = {}) {
  if (options.user) setStoredUser(options.user);
  const utils = render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[path]} useTransitions={false}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  const location = () => utils.getByTestId('location').textContent;
  return { ...utils, location };
}
