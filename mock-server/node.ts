import { setupServer } from 'msw/node';
import { createHandlers } from './handlers/index';

/** The mock backend inside vitest: the same handlers, intercepting fetch in the test process. */
export const mockServer = setupServer(...createHandlers({ control: true }));
