import { setupServer } from 'msw/node';

/** msw for component tests only (developers' guide); each test adds its own handlers. */
export const server = setupServer();
